import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export type BadgeTone = "neutral" | "primary" | "secondary" | "success" | "warning" | "error" | "info";

export interface BadgeProps {
  tone?: BadgeTone;
  /** "soft" tinted (default) or "solid" filled. */
  variant?: "soft" | "solid";
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

const soft: Record<BadgeTone, string> = {
  neutral: "bg-surface-muted text-fg-muted border-border",
  primary: "bg-primary-soft text-primary-ink border-primary/25",
  secondary: "bg-secondary-soft text-secondary-ink border-secondary/25",
  success: "bg-success-soft text-success-ink border-success/25",
  warning: "bg-warning-soft text-warning-ink border-warning/30",
  error: "bg-error-soft text-error-ink border-error/25",
  info: "bg-info-soft text-info-ink border-info/25",
};
const solid: Record<BadgeTone, string> = {
  neutral: "bg-fg text-bg border-transparent",
  primary: "bg-primary text-on-primary border-transparent",
  secondary: "bg-secondary text-on-secondary border-transparent",
  success: "bg-success text-on-success border-transparent",
  warning: "bg-warning text-on-warning border-transparent",
  error: "bg-error text-on-error border-transparent",
  info: "bg-info text-on-info border-transparent",
};

/** A small label: stock state, "New", "Organic", counts. */
export function Badge({ tone = "neutral", variant = "soft", icon, className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-semibold text-xs leading-5",
        variant === "soft" ? soft[tone] : solid[tone],
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="-ms-0.5 text-[1.1em]">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
