import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface PackingSlipLine {
  id: string;
  title: ReactNode;
  /** e.g. "0.75 l" */
  detail?: ReactNode;
  quantity: number;
}

export interface PackingSlipProps {
  /** The slip's heading, e.g. "Packing slip". */
  title: ReactNode;
  /** The order's number and date, under the heading. */
  reference: ReactNode;
  /** Who and where the parcel goes, e.g. "A gift for Anna" and "Torino, Italy". */
  recipient: { heading: ReactNode; name: ReactNode; place?: ReactNode };
  /** The gift message, shown as text with its line breaks; none when the buyer wrote none. */
  message?: { heading: ReactNode; text: string } | null;
  lines: PackingSlipLine[];
  labels: { item: ReactNode; quantity: ReactNode; lines: string };
  className?: string;
}

/**
 * What goes in the parcel: the lines and their quantities, the recipient and the gift message, and never a price
 * (a gift's slip must not say what it cost). Print-friendly: black on white, no shadows, nothing split across pages.
 */
export function PackingSlip({
  title,
  reference,
  recipient,
  message,
  lines,
  labels,
  className,
}: PackingSlipProps) {
  return (
    <article
      className={cn(
        "flex flex-col gap-6 rounded-card border border-border bg-surface p-6 text-fg print:rounded-none print:border-0 print:p-0",
        className,
      )}
    >
      <header className="flex flex-col gap-1 border-border border-b pb-4">
        <h1 className="font-heading font-semibold text-2xl">{title}</h1>
        <p className="text-fg-muted text-sm print:text-fg">{reference}</p>
      </header>
      <section className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <div className="flex flex-col gap-1 break-inside-avoid">
          <h2 className="font-semibold text-fg-muted text-sm uppercase tracking-wide print:text-fg">
            {recipient.heading}
          </h2>
          <p className="font-semibold text-lg">{recipient.name}</p>
          {recipient.place && <p className="text-sm">{recipient.place}</p>}
        </div>
        {message && (
          <figure className="flex flex-col gap-1 break-inside-avoid">
            <figcaption className="font-semibold text-fg-muted text-sm uppercase tracking-wide print:text-fg">
              {message.heading}
            </figcaption>
            <blockquote className="whitespace-pre-line break-words border-primary border-s-4 ps-4 font-heading text-lg italic leading-relaxed print:border-fg">
              {message.text}
            </blockquote>
          </figure>
        )}
      </section>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{labels.lines}</caption>
        <thead>
          <tr className="border-border border-b text-start">
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {labels.item}
            </th>
            <th scope="col" className="w-24 py-2 text-end font-semibold">
              {labels.quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="break-inside-avoid border-border border-b last:border-b-0">
              <td className="py-3 pe-4">
                <span className="font-medium">{line.title}</span>
                {line.detail && <span className="block text-fg-muted print:text-fg">{line.detail}</span>}
              </td>
              <td className="py-3 text-end font-semibold text-base tabular-nums">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
