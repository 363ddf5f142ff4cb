import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../lib/cn";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: "section" or "article" give landmarks/structure; default "div". */
  as?: "div" | "section" | "article" | "li";
  /** Lifts on hover, for clickable cards. */
  interactive?: boolean;
  padding?: "none" | "sm" | "md" | "lg";
}

const paddings = { none: "", sm: "p-4", md: "p-5 sm:p-6", lg: "p-6 sm:p-8" };

/** A surface with a border, soft shadow and the theme's card radius. */
export function Card({ as: Element = "div", interactive, padding = "md", className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        "rounded-card border border-border bg-surface text-fg shadow-[0_1px_2px_rgb(0_0_0/0.04),0_4px_16px_-4px_rgb(0_0_0/0.06)]",
        interactive &&
          "transition-[box-shadow,transform,border-color] duration-200 ease-out hover:border-border-strong/60 hover:shadow-[0_2px_4px_rgb(0_0_0/0.05),0_16px_32px_-12px_rgb(0_0_0/0.14)] motion-safe:hover:-translate-y-0.5",
        paddings[padding],
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** E.g. an "Edit" button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn("mb-4 flex items-start justify-between gap-4", className)}>
      <div className="flex min-w-0 flex-col gap-1">
        <Heading className="font-heading font-semibold text-fg text-lg leading-snug">{title}</Heading>
        {description && <p className="text-fg-muted text-sm">{description}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "mt-5 flex flex-wrap items-center justify-end gap-2 border-border border-t pt-4",
        className,
      )}
      {...props}
    />
  );
}
