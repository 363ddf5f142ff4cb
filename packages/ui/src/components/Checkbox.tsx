import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { cn } from "../lib/cn";
import { describedBy, FieldMessages } from "./Field";
import { CheckIcon } from "./icons/CheckIcon";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange"> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: InputHTMLAttributes<HTMLInputElement>["onChange"];
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox, styled, with label, optional description and error text. */
export function Checkbox({
  label,
  description,
  error,
  onCheckedChange,
  onChange,
  className,
  id,
  ref,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `cb${autoId}`;
  const ids = { hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
          <input
            ref={ref}
            type="checkbox"
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, description, error)}
            onChange={(event) => {
              onChange?.(event);
              onCheckedChange?.(event.target.checked);
            }}
            className={cn(
              "peer size-5 cursor-pointer appearance-none rounded-[calc(var(--club-radius)*0.5)] border-[1.5px] border-border-strong bg-surface",
              "transition-colors duration-150 checked:border-primary checked:bg-primary hover:border-primary-ink",
              "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink",
              "aria-invalid:border-error-ink disabled:cursor-not-allowed disabled:opacity-50",
            )}
            {...props}
          />
          <CheckIcon
            size="0.875rem"
            strokeWidth={3}
            className="pointer-events-none absolute text-on-primary opacity-0 transition-opacity peer-checked:opacity-100"
          />
        </span>
        <label htmlFor={inputId} className="cursor-pointer select-none text-fg text-sm leading-6">
          {label}
        </label>
      </div>
      <div className="ps-8">
        <FieldMessages hint={description} error={error} {...ids} />
      </div>
    </div>
  );
}
