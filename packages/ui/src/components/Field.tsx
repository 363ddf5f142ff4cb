import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { ErrorIcon } from "./icons/ErrorIcon";
import { useLabels } from "./Labels";

export interface FieldLabels {
  /** Read by screen readers after the visible "*" marker. Default "required". */
  required?: string;
}

export interface FieldMessageProps {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
}

/** Ids of the hint and error messages, for aria-describedby. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
) {
  return [extra, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(" ") || undefined;
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  requiredLabel,
  className,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  /** Default: the LabelsProvider's `required`. */
  requiredLabel?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className={cn("block font-semibold text-fg text-sm", className)}>
      {children}
      {required && <RequiredMarker label={requiredLabel} />}
    </label>
  );
}

/** The "*" after a required field's label or legend, read by screen readers as "(required)". */
export function RequiredMarker({
  label,
}: {
  /** Default: the LabelsProvider's `required`. */
  label?: string | undefined;
}) {
  const kit = useLabels();
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-error-ink">
        *
      </span>
      <span className="sr-only"> ({label ?? kit.required})</span>
    </>
  );
}

export function FieldMessages({ hint, error, hintId, errorId }: FieldMessageProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-[0.8125rem] text-fg-muted leading-snug">
          {hint}
        </p>
      )}
      <div aria-live="polite">
        {error && (
          <p
            id={errorId}
            className="flex items-start gap-1.5 font-medium text-[0.8125rem] text-error-ink leading-snug"
          >
            <ErrorIcon className="mt-px shrink-0" size="1.1em" />
            <span>{error}</span>
          </p>
        )}
      </div>
    </>
  );
}

// Joined, not merged with `cn`: no two of these conflict, and a `cn` call while the module loads would build its
// table in the page's first script task rather than in hydration's slices.
export const controlClassName = [
  "w-full min-w-0 rounded-control border border-border-strong bg-surface text-fg text-sm",
  "placeholder:text-fg-muted transition-[border-color,box-shadow] duration-150 outline-none",
  "hover:border-fg-muted focus-visible:border-primary-ink focus-visible:ring-4 focus-visible:ring-primary/20",
  "aria-invalid:border-error-ink aria-invalid:focus-visible:ring-error/20",
  "disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-muted",
].join(" ");
