import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { CheckIcon } from "./icons/CheckIcon";
import type { Money } from "./Price";
import { Progress } from "./Progress";

export interface FreeShippingProgressProps {
  /** The listing's free-shipping threshold. */
  threshold: Money;
  /** What is still missing (0 once reached); the bar fills with threshold − missing. */
  missing: Money;
  reached: boolean;
  /** The sentence shown, e.g. "Add €39.00 (or 6 bottles) for free shipping" or "You've unlocked free shipping". */
  message: ReactNode;
  /** The bar's accessible name, e.g. "Progress to free shipping". */
  label: string;
  /** The bar's value in words, e.g. "€111.00 of €150.00". */
  valueText?: string;
  className?: string;
}

/**
 * The free-shipping nudge of a cart: a sentence and a bar towards the threshold; once reached, a confirmation with a
 * full bar. The sentence is a polite live region, so a quantity change that alters it is announced once.
 */
export function FreeShippingProgress({
  threshold,
  missing,
  reached,
  message,
  label,
  valueText,
  className,
}: FreeShippingProgressProps) {
  const max = Math.max(threshold.amount, 1);
  const value = reached ? max : Math.min(max, Math.max(0, threshold.amount - missing.amount));
  return (
    <div
      data-reached={reached || undefined}
      className={cn(
        "flex flex-col gap-2 rounded-card border px-4 py-3",
        reached ? "border-success/40 bg-success-soft" : "border-border bg-surface-muted",
        className,
      )}
    >
      <p role="status" className="flex items-start gap-2 text-fg text-sm">
        {reached && <CheckIcon className="mt-px shrink-0 text-success-ink" />}
        <span className={cn(reached && "font-medium text-success-ink")}>{message}</span>
      </p>
      <Progress
        label={label}
        hideLabel
        value={value}
        max={max}
        valueText={valueText}
        tone={reached ? "success" : "primary"}
      />
    </div>
  );
}
