import { type ReactNode, useEffect, useId, useState } from "react";
import { cn } from "../lib/cn";

export interface ProgressProps {
  /** Accessible name, e.g. "Payment progress". Shown above the bar unless `hideLabel`. */
  label: string;
  /** 0–max; omit for an indeterminate bar. */
  value?: number;
  max?: number;
  /** Text for the value, e.g. "3 of 5 files" (defaults to a percentage). */
  valueText?: string;
  hideLabel?: boolean;
  tone?: "primary" | "success";
  className?: string;
}

/** A progress bar, determinate or indeterminate (role="progressbar"). */
export function Progress({
  label,
  value,
  max = 100,
  valueText,
  hideLabel,
  tone = "primary",
  className,
}: ProgressProps) {
  const id = useId();
  const determinate = typeof value === "number";
  const percent = determinate ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {!hideLabel && (
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span id={`${id}-label`} className="font-medium text-fg">
            {label}
          </span>
          {determinate && (
            <span className="text-fg-muted tabular-nums">{valueText ?? `${Math.round(percent)}%`}</span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={hideLabel ? undefined : `${id}-label`}
        aria-label={hideLabel ? label : undefined}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? value : undefined}
        aria-valuetext={determinate ? valueText : undefined}
        aria-busy={!determinate || undefined}
        className="relative h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={cn(
            "absolute inset-y-0 left-0 rounded-full",
            tone === "success" ? "bg-success" : "bg-primary",
            determinate
              ? "transition-[width] duration-500 ease-out"
              : "w-2/5 motion-safe:animate-progress motion-reduce:w-full motion-reduce:opacity-60",
          )}
          style={determinate ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}

export interface LongWaitProps {
  /** What is happening, e.g. "Processing your payment…"; announced politely. */
  message: ReactNode;
  /** Accessible name of the bar. */
  label: string;
  /** Render nothing for this many ms, so quick answers do not flash (default 400). */
  delay?: number;
  /** Extra text after `hintAfter` ms, e.g. "Still working, please do not close this page." */
  hint?: ReactNode;
  hintAfter?: number;
  className?: string;
}

/** A calm indicator for long waits (payment, checkout): delayed, indeterminate, with a later hint. */
export function LongWait({ message, label, delay = 400, hint, hintAfter = 6000, className }: LongWaitProps) {
  const [visible, setVisible] = useState(delay === 0);
  const [showHint, setShowHint] = useState(false);
  useEffect(() => {
    const show = setTimeout(() => setVisible(true), delay);
    const later = setTimeout(() => setShowHint(true), hintAfter);
    return () => {
      clearTimeout(show);
      clearTimeout(later);
    };
  }, [delay, hintAfter]);
  if (!visible) return null;
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-8 text-center motion-safe:animate-fade-in",
        className,
      )}
    >
      <p className="max-w-sm font-medium text-fg">{message}</p>
      <Progress label={label} hideLabel className="w-full max-w-xs" />
      {hint && showHint && <p className="max-w-sm text-fg-muted text-sm">{hint}</p>}
    </div>
  );
}
