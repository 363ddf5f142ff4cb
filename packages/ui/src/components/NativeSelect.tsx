import { useId } from "react";
import { cn } from "../lib/cn";
import { controlClassName, describedBy, FieldLabel, FieldMessages } from "./Field";
import { ChevronDownIcon } from "./icons/ChevronDownIcon";
import type { SelectProps } from "./Select";

/** `Select`'s props, without what only its popup has (open state, CSP nonce), and with the field's autocomplete. */
export type NativeSelectProps = Omit<SelectProps, "open" | "onOpenChange" | "nonce"> & {
  autoComplete?: string;
};

/**
 * The browser's own `<select>` with the kit's label, required marker, hint, error text and control look. Same
 * props as `Select` (no portal, popper or scroll lock: a few hundred bytes instead of Radix Select's ~20 KiB
 * gzip), for long plain lists on screens whose first paint must stay light; the list is the platform's
 * (a wheel on phones, type-to-find on desktops), accessible as a combobox.
 */
export function NativeSelect({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  required,
  disabled,
  hint,
  error,
  name,
  id,
  autoComplete,
  labels,
  hideLabel,
  className,
}: NativeSelectProps) {
  const autoId = useId();
  const selectId = id ?? `nsel${autoId}`;
  const ids = { hintId: `${selectId}-hint`, errorId: `${selectId}-error` };
  const chosen = value !== undefined && options.some((option) => option.value === value);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel
        htmlFor={selectId}
        required={required}
        requiredLabel={labels?.required}
        className={hideLabel ? "sr-only" : undefined}
      >
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={selectId}
          name={name}
          autoComplete={autoComplete}
          value={chosen ? value : ""}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className={cn(
            controlClassName,
            "h-(--club-control-h) cursor-pointer appearance-none ps-(--club-control-px) pe-9",
            !chosen && "text-fg-muted",
          )}
        >
          {!chosen && (
            <option value="" disabled>
              {placeholder ?? ""}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-fg-muted" />
      </div>
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
}
