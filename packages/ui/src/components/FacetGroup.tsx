import { type ReactNode, useId, useState } from "react";
import { cn } from "../lib/cn";
import { focusRing } from "./Button";

export interface FacetOption {
  /** What the app filters by (sent back in `onChange`). */
  value: string;
  label: ReactNode;
  /** How many results choosing it would give under the other filters. */
  count: number;
}

export interface FacetGroupProps {
  /** The group's legend, e.g. "Grape". */
  legend: string;
  options: FacetOption[];
  /** The chosen values (at most one with `single`). */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /**
   * One value at most (radio buttons), e.g. a price band. The caller passes an option with `value: ""` first to
   * choose none (radio buttons cannot be unticked).
   */
  single?: boolean;
  /** Options shown before "show more"; the chosen ones always show. Default 6. */
  limit?: number;
  /** "Show all 14" / "Show fewer": the toggle's text for how many options there are in all. */
  moreLabel: (total: number) => string;
  lessLabel: string;
  className?: string;
}

/**
 * One facet of a search: a fieldset of checkboxes (or radio buttons with `single`), each with the number of results
 * it would give. Options that would give none are disabled unless chosen, so a shopper never filters to an empty
 * list by accident; long lists fold after `limit` behind a "show more" button.
 */
export function FacetGroup({
  legend,
  options,
  selected,
  onChange,
  single,
  limit = 6,
  moreLabel,
  lessLabel,
  className,
}: FacetGroupProps) {
  const autoId = useId();
  const [expanded, setExpanded] = useState(false);
  const chosen = new Set(selected);
  const folds = options.length > limit + 1;
  const shown =
    folds && !expanded
      ? options.filter((option, index) => index < limit || chosen.has(option.value))
      : options;
  const listId = `fg${autoId}`;

  const toggle = (value: string, checked: boolean) => {
    if (single) onChange(value ? [value] : []);
    else onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };

  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-2", className)}>
      <legend className="mb-1 font-semibold text-fg text-sm">{legend}</legend>
      <ul id={listId} className="flex flex-col gap-1.5">
        {shown.map((option) => {
          const isChosen = single
            ? option.value === ""
              ? selected.length === 0
              : chosen.has(option.value)
            : chosen.has(option.value);
          const inputId = `${listId}-${option.value || "none"}`;
          const disabled = option.count === 0 && !isChosen && option.value !== "";
          return (
            <li key={option.value} className="flex items-center gap-2.5">
              <input
                id={inputId}
                type={single ? "radio" : "checkbox"}
                name={single ? listId : undefined}
                value={option.value}
                checked={isChosen}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className={cn(
                  "size-4 shrink-0 cursor-pointer accent-primary",
                  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink",
                  "disabled:cursor-not-allowed",
                )}
              />
              <label
                htmlFor={inputId}
                className={cn(
                  "flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-2 text-fg text-sm",
                  disabled && "cursor-not-allowed text-fg-muted",
                )}
              >
                <span className="min-w-0 truncate">{option.label}</span>
                {option.value !== "" || !single ? (
                  <span className="shrink-0 text-fg-muted text-xs tabular-nums">({option.count})</span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      {folds && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className={cn(
            "self-start rounded-sm font-semibold text-primary-ink text-sm hover:underline",
            focusRing,
          )}
        >
          {expanded ? lessLabel : moreLabel(options.length)}
        </button>
      )}
    </fieldset>
  );
}
