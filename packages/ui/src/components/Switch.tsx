import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off switch (role="switch"); Space or Enter toggles it. */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  name,
  id,
  className,
}: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? `sw${autoId}`;
  return (
    <div className={cn("flex items-start justify-between gap-4", className)}>
      <span className="flex flex-col gap-0.5">
        <label
          id={`${switchId}-label`}
          htmlFor={switchId}
          className="cursor-pointer font-medium text-fg text-sm leading-6"
        >
          {label}
        </label>
        {description && (
          <span id={`${switchId}-desc`} className="text-[0.8125rem] text-fg-muted">
            {description}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        id={switchId}
        name={name}
        aria-checked={checked}
        aria-labelledby={`${switchId}-label`}
        aria-describedby={description ? `${switchId}-desc` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          "relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-[1.5px] transition-colors duration-200",
          "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink disabled:cursor-not-allowed disabled:opacity-50",
          checked ? "border-primary bg-primary" : "border-border-strong bg-surface-muted",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "block size-4.5 rounded-full shadow-sm transition-transform duration-200 ease-out",
            checked ? "translate-x-5.5 bg-on-primary" : "translate-x-0.5 bg-fg-muted",
          )}
        />
      </button>
    </div>
  );
}
