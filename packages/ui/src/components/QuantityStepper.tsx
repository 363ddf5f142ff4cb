import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { cn } from "../lib/cn";
import { MinusIcon } from "./icons/MinusIcon";
import { PlusIcon } from "./icons/PlusIcon";
import { useLabels } from "./Labels";
import { Spinner } from "./Spinner";

export interface QuantityStepperLabels {
  decrease?: string;
  increase?: string;
  /** Message while a multiple-of-N rule is unmet, e.g. (2, 6) → "Add 2 more to complete a box of 6". */
  missing?: (missing: number, multiple: number) => ReactNode;
  /** Message when the stock limit is reached, e.g. (12) → "Only 12 available". */
  max?: (max: number) => ReactNode;
  /** Announced while the cart is updating. */
  updating?: string;
}

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the field, e.g. "Quantity of Brunello 2019". */
  label: string;
  min?: number;
  /** The stock available; + is disabled there and typed values are capped. */
  max?: number;
  /** How much + and − change the value. Default 1. */
  step?: number;
  /** The "multiple of N" rule (e.g. wine by 6). PageUp/PageDown move by it. */
  multiple?: number;
  /**
   * How many are missing to satisfy the rule; the platform's cart may count other products too.
   * Defaults to what completes `value` to the next multiple.
   */
  missing?: number;
  disabled?: boolean;
  /** The cart is saving this change: shows a spinner and sets aria-busy; input stays usable. */
  updating?: boolean;
  size?: "sm" | "md";
  /** Default: the LabelsProvider's `quantityStepper` (`max` has none: no message at the limit). */
  labels?: QuantityStepperLabels;
  id?: string;
  className?: string;
}

/** Computes how many are missing to reach the next multiple of `multiple` (0 when complete or empty). */
export function missingForMultiple(value: number, multiple: number | undefined): number {
  if (!multiple || multiple <= 1 || value <= 0) return 0;
  const rest = value % multiple;
  return rest === 0 ? 0 : multiple - rest;
}

/**
 * A quantity field with − and + buttons. Keyboard: ↑/↓ by step, PageUp/PageDown by the multiple,
 * Home/End to min/max; typed values are committed on Enter or blur, clamped to min–max.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 0,
  max,
  step = 1,
  multiple,
  missing,
  disabled,
  updating,
  size = "md",
  labels: own,
  id,
  className,
}: QuantityStepperProps) {
  const labels: QuantityStepperLabels = { ...useLabels().quantityStepper, ...own };
  const autoId = useId();
  const inputId = id ?? `qty${autoId}`;
  const messageId = `${inputId}-msg`;
  const [draft, setDraft] = useState(String(value));
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!editing) setDraft(String(value));
  }, [value, editing]);

  const clamp = (next: number) => Math.max(min, max === undefined ? next : Math.min(max, next));
  const commit = (next: number) => {
    const clamped = clamp(next);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && (max === undefined || value < max);
  const shownMissing = missing ?? missingForMultiple(value, multiple);
  const atMax = max !== undefined && value >= max && max > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const page = multiple && multiple > 1 ? multiple : step * 10;
    let next: number | undefined;
    switch (event.key) {
      case "Enter": {
        event.preventDefault();
        const parsed = Number.parseInt(draft, 10);
        commit(Number.isNaN(parsed) ? value : parsed);
        return;
      }
      case "ArrowUp":
        next = value + step;
        break;
      case "ArrowDown":
        next = value - step;
        break;
      case "PageUp":
        next = value + page;
        break;
      case "PageDown":
        next = value - page;
        break;
      case "Home":
        next = min;
        break;
      case "End":
        next = max;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next === undefined) return;
    setEditing(false);
    commit(next);
  };

  const button = cn(
    // touch-manipulation: quick taps on − / + are counted as taps, never taken for a double-tap zoom on phones.
    "grid shrink-0 touch-manipulation place-items-center text-fg transition-colors duration-150",
    "outline-none focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-ink",
    "hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-fg-muted disabled:opacity-50 disabled:hover:bg-transparent",
    size === "sm" ? "size-8" : "size-10",
  );

  const messages: ReactNode[] = [];
  if (shownMissing > 0 && multiple) {
    messages.push(
      <span key="missing" className="font-medium text-warning-ink">
        {labels.missing?.(shownMissing, multiple)}
      </span>,
    );
  } else if (atMax && labels.max) {
    messages.push(
      <span key="max" className="text-fg-muted">
        {labels.max(max)}
      </span>,
    );
  }

  return (
    <div className={cn("inline-flex flex-col gap-1.5", className)}>
      <div
        aria-busy={updating || undefined}
        className={cn(
          "relative inline-flex w-fit items-stretch overflow-hidden rounded-control border border-border-strong bg-surface",
          disabled && "opacity-60",
          shownMissing > 0 && multiple ? "border-warning" : "",
        )}
      >
        <button
          type="button"
          className={button}
          aria-label={labels.decrease}
          aria-controls={inputId}
          disabled={!canDecrease}
          onClick={() => commit(value - step)}
        >
          <MinusIcon size="1.1rem" />
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          role="spinbutton"
          autoComplete="off"
          aria-label={label}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-describedby={messages.length > 0 ? messageId : undefined}
          disabled={disabled}
          value={draft}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            setEditing(true);
            setDraft(event.target.value.replace(/\D/g, "").slice(0, 5));
          }}
          onBlur={() => {
            setEditing(false);
            const parsed = Number.parseInt(draft, 10);
            commit(Number.isNaN(parsed) ? value : parsed);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            "w-12 min-w-0 border-border border-x bg-transparent text-center font-semibold text-fg tabular-nums outline-none",
            "focus-visible:bg-primary-soft disabled:cursor-not-allowed",
            size === "sm" ? "text-sm" : "text-base",
          )}
        />
        <button
          type="button"
          className={button}
          aria-label={labels.increase}
          aria-controls={inputId}
          disabled={!canIncrease}
          onClick={() => commit(value + step)}
        >
          <PlusIcon size="1.1rem" />
        </button>
        {updating && (
          <span className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden" aria-hidden="true">
            <span className="block h-full w-2/5 bg-primary motion-safe:animate-progress" />
          </span>
        )}
      </div>
      {updating && (
        <span className="inline-flex items-center gap-1.5 text-fg-muted text-xs">
          <Spinner size="sm" label={labels.updating} />
        </span>
      )}
      <p id={messageId} aria-live="polite" className="text-xs leading-snug empty:hidden">
        {messages}
      </p>
    </div>
  );
}
