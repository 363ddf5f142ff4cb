import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "../lib/cn";
import { CheckIcon } from "./icons/CheckIcon";
import { useLabels } from "./Labels";

export type CheckoutStepId = "information" | "invoicing" | "shipping" | "payment";

export interface CheckoutStep<Id extends string = CheckoutStepId> {
  id: Id;
  label: ReactNode;
  /** Not part of this checkout (e.g. invoicing for a receipt, shipping for pickup). */
  hidden?: boolean;
}

export interface CheckoutStepperProps<Id extends string = CheckoutStepId> {
  steps: CheckoutStep<Id>[];
  current: Id;
  /** Steps already done; they become buttons that go back to them. */
  completed?: Id[];
  onStepSelect?: (id: Id) => void;
  /** Accessible name of the navigation, e.g. "Checkout steps". */
  label: string;
  /** Default: the LabelsProvider's `checkoutStepper`. */
  labels?: {
    /** Screen-reader text after a completed step's name. */
    completed?: string;
    /** Compact progress text on phones, e.g. (2, 4) → "Step 2 of 4". */
    progress?: (position: number, total: number) => string;
  };
  className?: string;
}

/**
 * The checkout's progress: information → invoicing → shipping → payment, skipping hidden steps.
 * Completed steps are buttons; ←/→, Home and End move between them.
 */
export function CheckoutStepper<Id extends string = CheckoutStepId>({
  steps,
  current,
  completed = [],
  onStepSelect,
  label,
  labels: own,
  className,
}: CheckoutStepperProps<Id>) {
  const labels = { ...useLabels().checkoutStepper, ...own };
  const visible = steps.filter((step) => !step.hidden);
  const currentIndex = visible.findIndex((step) => step.id === current);
  const listRef = useRef<HTMLOListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key) || !listRef.current) return;
    const buttons = Array.from(listRef.current.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1 || buttons.length === 0) return;
    event.preventDefault();
    const rtl = getComputedStyle(listRef.current).direction === "rtl";
    const forward = ["ArrowDown", rtl ? "ArrowLeft" : "ArrowRight"].includes(event.key);
    let next = index + (forward ? 1 : -1);
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = buttons.length - 1;
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  const position = Math.max(currentIndex, 0) + 1;
  return (
    <nav aria-label={label} className={cn("w-full", className)}>
      {/* Phones: the step's whole name beside its position ("Step 2 of 4 · Shipping"); the row shows circles only. */}
      <p className="mb-3 font-semibold text-fg text-sm sm:hidden" aria-hidden="true">
        <span className="font-normal text-fg-muted">{labels.progress(position, visible.length)}</span>
        {visible[currentIndex] ? <> · {visible[currentIndex].label}</> : null}
      </p>
      <ol ref={listRef} onKeyDown={onKeyDown} className="flex items-center gap-2 sm:gap-3">
        {visible.map((step, index) => {
          const isCurrent = step.id === current;
          const isDone = completed.includes(step.id) && !isCurrent;
          const circle = (
            <span
              aria-hidden="true"
              className={cn(
                "grid size-7 shrink-0 place-items-center rounded-full border-[1.5px] font-bold text-xs transition-colors duration-200",
                isCurrent &&
                  "border-primary bg-primary text-on-primary shadow-[0_0_0_4px_var(--club-primary-soft)]",
                isDone && "border-primary bg-primary-soft text-primary-ink",
                !isCurrent && !isDone && "border-border-strong text-fg-muted",
              )}
            >
              {isDone ? <CheckIcon size="0.9rem" strokeWidth={2.5} /> : index + 1}
            </span>
          );
          const text = (
            <span
              className={cn(
                // Names wrap rather than clip ("Sp…"); on phones they are read out, and shown above the row.
                "text-sm leading-tight break-words max-sm:sr-only",
                isCurrent && "font-semibold text-fg",
                isDone && "text-fg",
                !isCurrent && !isDone && "text-fg-muted",
              )}
            >
              {step.label}
              {isDone && <span className="sr-only"> ({labels.completed})</span>}
            </span>
          );
          return (
            <li
              key={step.id}
              className={cn(
                "flex min-w-0 items-center gap-2 sm:gap-3",
                index < visible.length - 1 && "flex-1",
              )}
            >
              {isDone && onStepSelect ? (
                <button
                  type="button"
                  onClick={() => onStepSelect(step.id)}
                  className="group flex min-w-0 items-center gap-2 rounded-full py-1 pe-2 outline-none hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
                >
                  {circle}
                  <span className="min-w-0 group-hover:underline group-hover:underline-offset-4">{text}</span>
                </button>
              ) : (
                <span
                  className="flex min-w-0 items-center gap-2 py-1 pe-2"
                  aria-current={isCurrent ? "step" : undefined}
                >
                  {circle}
                  {text}
                </span>
              )}
              {index < visible.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "h-px min-w-4 flex-1 transition-colors duration-300",
                    index < currentIndex ? "bg-primary" : "bg-border",
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
