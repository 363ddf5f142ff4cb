import { type ReactNode, useId, useState } from "react";
import { cn } from "../lib/cn";
import { controlClassName, describedBy, FieldMessages, RequiredMarker } from "./Field";
import { type KitLabels, useLabels } from "./Labels";

export type DatePart = "day" | "month" | "year";

export interface DateInputProps {
  /** The group's legend (its accessible name), e.g. "Date of birth". */
  label: ReactNode;
  /** `YYYY-MM-DD`, "" when empty, or what `onValueChange` gave for an incomplete date. */
  value: string;
  /**
   * "" when every part is empty, else `YYYY-MM-DD` built from the parts as typed: a complete real date is a valid
   * ISO date; an incomplete one ("-04-02", "90-04-02") is not, so the app's validation calls it invalid.
   */
  onValueChange: (value: string) => void;
  /** The parts in the locale's order. Default day, month, year (it-IT, en-GB). */
  order?: readonly DatePart[];
  /** `bday` marks the parts as a birth date for the browser's autofill (bday-day, bday-month, bday-year). */
  autoComplete?: "bday";
  /** Shows "*" after the legend and sets aria-required on each part (validation stays with the app). */
  required?: boolean;
  hint?: ReactNode;
  /** Error text; also marks every part aria-invalid. */
  error?: ReactNode;
  /** Default: the LabelsProvider's `required` and `dateInput` (the fields' labels). */
  labels?: { required?: string } & Partial<KitLabels["dateInput"]>;
  /** The first part's id (the others add -month, -year…); the hint and error take `${id}-hint` and `${id}-error`. */
  id?: string;
  className?: string;
}

const WIDTH: Record<DatePart, string> = { day: "w-14", month: "w-14", year: "w-20" };
const MAX_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

type Parts = Record<DatePart, string>;

function partsOf(value: string): Parts {
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(value);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : { year: "", month: "", day: "" };
}

function dateOf(parts: Parts): string {
  if (!parts.day && !parts.month && !parts.year) return "";
  return `${parts.year}-${parts.month.padStart(2, "0")}-${parts.day.padStart(2, "0")}`;
}

/**
 * A memorable date (a date of birth) as three numeric fields, day, month and year, in a fieldset: quicker to type
 * than a calendar is to scroll back decades, in the page's language and order whatever the browser's own, and
 * filled by the browser's autofill. The browser's `<input type="date">` shows its own locale's format and builds a
 * calendar button and shadow fields that cost a form's first frame.
 */
export function DateInput({
  label,
  value,
  onValueChange,
  order = ["day", "month", "year"],
  autoComplete,
  required,
  hint,
  error,
  labels,
  id,
  className,
}: DateInputProps) {
  const autoId = useId();
  const baseId = id ?? `di${autoId}`;
  const ids = { hintId: `${baseId}-hint`, errorId: `${baseId}-error` };
  const partLabels = { ...useLabels().dateInput, ...labels };
  // What was typed ("4", not "04"), kept while it still gives the value the app holds; a value set from outside
  // (a member's saved birth date) replaces it.
  const [parts, setParts] = useState(() => partsOf(value));
  const shown = dateOf(parts) === dateOf(partsOf(value)) ? parts : partsOf(value);
  if (shown !== parts) setParts(shown);
  const change = (part: DatePart, text: string) => {
    const next = { ...shown, [part]: text.replace(/\D/g, "").slice(0, MAX_LENGTH[part]) };
    setParts(next);
    onValueChange(dateOf(next));
  };
  return (
    <fieldset
      className={cn("flex min-w-0 flex-col gap-1.5", className)}
      aria-describedby={describedBy(ids, hint, error)}
    >
      <legend className="mb-1.5 font-semibold text-fg text-sm">
        {label}
        {required && <RequiredMarker label={labels?.required} />}
      </legend>
      <div className="flex flex-wrap gap-3">
        {order.map((part, index) => {
          const partId = index === 0 ? baseId : `${baseId}-${part}`;
          return (
            <div key={part} className="flex flex-col gap-1">
              <label htmlFor={partId} className="text-fg-muted text-sm">
                {partLabels[part]}
              </label>
              <input
                id={partId}
                type="text"
                inputMode="numeric"
                autoComplete={autoComplete ? `${autoComplete}-${part}` : "off"}
                maxLength={MAX_LENGTH[part]}
                value={shown[part]}
                onChange={(event) => change(part, event.currentTarget.value)}
                aria-required={required || undefined}
                aria-invalid={error ? true : undefined}
                className={cn(
                  controlClassName,
                  "h-(--club-control-h) px-(--club-control-px) tabular-nums",
                  WIDTH[part],
                )}
              />
            </div>
          );
        })}
      </div>
      <FieldMessages hint={hint} error={error} {...ids} />
    </fieldset>
  );
}
