import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Badge } from "./Badge";

export interface ProductFact {
  id: string;
  term: ReactNode;
  description: ReactNode;
}

export interface ProductFactsProps {
  /** Short labels above the facts, most telling first: the kind ("Red"), the denomination ("DOCG"). */
  highlights?: string[];
  /** The tasting sheet's label/value pairs (grapes, region, vintage, format, alcohol), already in the page's language. */
  facts: ProductFact[];
  /** The tasting notes, with their heading. */
  tastingNotes?: { heading: ReactNode; text: string };
  /** Dishes the product goes with, with their heading. */
  pairings?: { heading: ReactNode; items: string[] };
  /** The level of the notes' and pairings' headings inside the page (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A product's tasting sheet: what it is at a glance, its facts as a description list (read by screen readers as
 * term/value pairs), the tasting notes and the food pairings. Empty parts render nothing.
 */
export function ProductFacts({
  highlights = [],
  facts,
  tastingNotes,
  pairings,
  headingLevel = 3,
  className,
}: ProductFactsProps) {
  const Heading = `h${headingLevel}` as const;
  const headingClass = "font-heading font-semibold text-fg text-sm";
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {highlights.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {highlights.map((highlight) => (
            <li key={highlight}>
              <Badge tone="primary">{highlight}</Badge>
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          {facts.map((fact) => (
            <div key={fact.id} className="contents">
              <dt className="font-semibold text-fg-muted">{fact.term}</dt>
              <dd className="text-fg">{fact.description}</dd>
            </div>
          ))}
        </dl>
      )}
      {tastingNotes?.text && (
        <section className="flex flex-col gap-1">
          <Heading className={headingClass}>{tastingNotes.heading}</Heading>
          <p className="text-fg text-sm leading-relaxed">{tastingNotes.text}</p>
        </section>
      )}
      {pairings && pairings.items.length > 0 && (
        <section className="flex flex-col gap-2">
          <Heading className={headingClass}>{pairings.heading}</Heading>
          <ul className="flex flex-wrap gap-2">
            {pairings.items.map((dish) => (
              <li key={dish}>
                <Badge>{dish}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
