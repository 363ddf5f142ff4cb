import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** E.g. a "Browse the shop" button. */
  action?: ReactNode;
  /** 1 when the empty state is the whole screen (a not-found page). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** A friendly placeholder when there is nothing to show (empty cart, no orders, no programs). */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn("flex flex-col items-center gap-3 px-6 py-14 text-center", className)}>
      {icon && (
        <span
          aria-hidden="true"
          className="mb-2 grid size-16 place-items-center rounded-full bg-primary-soft text-3xl text-primary-ink"
        >
          {icon}
        </span>
      )}
      <Heading
        className={cn("font-heading font-semibold text-fg", headingLevel === 1 ? "text-2xl" : "text-xl")}
      >
        {title}
      </Heading>
      {description && <p className="max-w-md text-fg-muted text-sm leading-relaxed">{description}</p>}
      {action && <div className="mt-3 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
