import { type ReactNode, type Ref, useId } from "react";
import { cn } from "../lib/cn";
import { TextField } from "./TextField";

/** Characters as people (and JSON Schema's maxLength) count them: an emoji or an accented letter is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export interface CharacterCountFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The most characters allowed; more is shown as an error, never cut (pasted text is not lost). */
  max: number;
  /** The visible count, e.g. (42, 300) → "42/300". */
  countLabel: (count: number, max: number) => string;
  /** Read to screen readers when few characters are left or the limit is passed, e.g. "12 characters left". */
  remainingLabel: (remaining: number) => string;
  /** From how many characters left the remainder is announced. Default 20. */
  announceFrom?: number;
  hint?: ReactNode;
  error?: ReactNode;
  rows?: number;
  name?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * A multi-line text field with a live character count under it (e.g. a gift message). The count is part of the
 * field's description; a polite live region says how many characters are left only near the limit, so typing is
 * not talked over at every key.
 */
export function CharacterCountField({
  label,
  value,
  onValueChange,
  max,
  countLabel,
  remainingLabel,
  announceFrom = 20,
  hint,
  error,
  rows = 4,
  name,
  id,
  ref,
  className,
}: CharacterCountFieldProps) {
  const countId = `cc${useId()}`;
  const count = characterCount(value);
  const remaining = max - count;
  const over = remaining < 0;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <TextField
        multiline
        label={label}
        hint={hint}
        error={error}
        rows={rows}
        name={name}
        id={id}
        ref={ref}
        value={value}
        aria-describedby={countId}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
      <p
        id={countId}
        className={cn(
          "self-end text-[0.8125rem] tabular-nums",
          over ? "font-semibold text-error-ink" : "text-fg-muted",
        )}
      >
        {countLabel(count, max)}
      </p>
      <p aria-live="polite" className="sr-only">
        {remaining <= announceFrom ? remainingLabel(remaining) : ""}
      </p>
    </div>
  );
}
