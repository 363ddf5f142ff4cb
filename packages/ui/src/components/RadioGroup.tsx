import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { FieldMessages } from "./Field";

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** Extra content at the end of a card option, e.g. a price. */
  aside?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** The group's legend (its accessible name). */
  label: ReactNode;
  options: RadioOption<V>[];
  value: V | null | undefined;
  onValueChange: (value: V) => void;
  name?: string;
  /** "cards" shows bordered, tappable options (checkout choices); "list" a compact list. */
  variant?: "list" | "cards";
  orientation?: "vertical" | "horizontal";
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  className?: string;
}

/** A group of native radio buttons in a fieldset: arrow keys move between options. */
export function RadioGroup<V extends string = string>({
  label,
  options,
  value,
  onValueChange,
  name,
  variant = "list",
  orientation = "vertical",
  required,
  disabled,
  hint,
  error,
  hideLabel,
  className,
}: RadioGroupProps<V>) {
  const autoId = useId();
  const groupName = name ?? `rg${autoId}`;
  const ids = { hintId: `${groupName}-hint`, errorId: `${groupName}-error` };
  return (
    <fieldset
      className={cn("flex min-w-0 flex-col gap-2", className)}
      disabled={disabled}
      aria-describedby={
        [hint ? ids.hintId : "", error ? ids.errorId : ""].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className={cn("mb-1 font-semibold text-fg text-sm", hideLabel && "sr-only")}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-error-ink">
            *
          </span>
        )}
      </legend>
      <div
        className={cn(
          "flex gap-2",
          orientation === "vertical" ? "flex-col" : "flex-row flex-wrap",
          variant === "cards" && orientation === "horizontal" && "*:flex-1",
        )}
      >
        {options.map((option) => {
          const optionId = `${groupName}-${option.value}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                "group relative flex cursor-pointer items-start gap-3",
                variant === "cards" &&
                  "rounded-card border border-border bg-surface p-4 transition-[border-color,box-shadow,background-color] duration-150 hover:border-border-strong has-checked:border-primary has-checked:bg-primary-soft has-checked:shadow-[inset_0_0_0_1px_var(--club-primary)] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-ink",
                option.disabled && "cursor-not-allowed opacity-55",
              )}
            >
              <input
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                required={required}
                onChange={() => onValueChange(option.value)}
                aria-describedby={option.description ? `${optionId}-desc` : undefined}
                className={cn(
                  "mt-0.5 grid size-5 shrink-0 cursor-pointer appearance-none place-items-center rounded-full border-[1.5px] border-border-strong bg-surface",
                  "before:size-2.5 before:scale-0 before:rounded-full before:bg-on-primary before:transition-transform before:content-['']",
                  "checked:border-primary checked:bg-primary checked:before:scale-100 disabled:cursor-not-allowed",
                  variant === "cards"
                    ? "outline-none"
                    : "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink",
                )}
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium text-fg text-sm leading-6">{option.label}</span>
                {option.description && (
                  <span id={`${optionId}-desc`} className="text-[0.8125rem] text-fg-muted leading-snug">
                    {option.description}
                  </span>
                )}
              </span>
              {option.aside && <span className="shrink-0 font-semibold text-fg text-sm">{option.aside}</span>}
            </label>
          );
        })}
      </div>
      <FieldMessages hint={hint} error={error} {...ids} />
    </fieldset>
  );
}
