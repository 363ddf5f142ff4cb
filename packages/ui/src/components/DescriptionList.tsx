import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface DescriptionItem {
  id: string;
  term: ReactNode;
  description: ReactNode;
}

export interface DescriptionListProps {
  items: DescriptionItem[];
  /** "columns" puts terms beside their values from the sm breakpoint; "stacked" always stacks them. */
  layout?: "columns" | "stacked";
  className?: string;
}

/** Label/value pairs: profile data, an order's details, an address. */
export function DescriptionList({ items, layout = "columns", className }: DescriptionListProps) {
  return (
    <dl className={cn("divide-y divide-border text-sm", className)}>
      {items.map((item) => (
        <div
          key={item.id}
          className={cn(
            "flex flex-col gap-0.5 py-3",
            layout === "columns" && "sm:grid sm:grid-cols-3 sm:gap-4",
          )}
        >
          <dt className="text-fg-muted">{item.term}</dt>
          <dd className="font-medium text-fg sm:col-span-2">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A horizontal rule, optionally with a centered label (e.g. "or"). */
export function Divider({ label, className }: { label?: ReactNode; className?: string }) {
  if (!label) return <hr className={cn("my-6 border-border", className)} />;
  return (
    <div
      className={cn(
        "my-6 flex items-center gap-3 text-fg-muted text-xs uppercase tracking-widest",
        className,
      )}
    >
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span>{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}
