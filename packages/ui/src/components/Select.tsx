import * as RadixSelect from "@radix-ui/react-select";
import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme/ThemeScope";
import { controlClassName, describedBy, FieldLabel, type FieldLabels, FieldMessages } from "./Field";
import { CheckIcon } from "./icons/CheckIcon";
import { ChevronDownIcon } from "./icons/ChevronDownIcon";
import { ChevronUpIcon } from "./icons/ChevronUpIcon";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name: a hidden native select carries the value in forms. */
  name?: string;
  id?: string;
  labels?: FieldLabels;
  hideLabel?: boolean;
  className?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The page's Content-Security-Policy nonce. Radix Select adds one inline `<style>` element (its viewport's
   * scrollbar rule) while the list is open; with the nonce it satisfies a `style-src 'nonce-…'` policy, so
   * the policy needs no hash for it. (The scroll lock's `<style>`, from react-remove-scroll, takes the nonce
   * set once with `setNonce()` from `get-nonce`, not this prop.)
   */
  nonce?: string;
}

/**
 * A Radix Select with the kit's label, required marker, hint and error text. Pass `nonce` on pages with a
 * Content-Security-Policy that restricts inline styles.
 */
export function Select({
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
  labels,
  hideLabel,
  className,
  open,
  onOpenChange,
  nonce,
}: SelectProps) {
  const autoId = useId();
  const triggerId = id ?? `sel${autoId}`;
  const labelId = `${triggerId}-label`;
  const ids = { hintId: `${triggerId}-hint`, errorId: `${triggerId}-error` };
  const container = usePortalContainer();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel
        id={labelId}
        htmlFor={triggerId}
        required={required}
        requiredLabel={labels?.required}
        className={hideLabel ? "sr-only" : undefined}
      >
        {label}
      </FieldLabel>
      <RadixSelect.Root
        value={value ?? ""}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
        open={open}
        onOpenChange={onOpenChange}
      >
        <RadixSelect.Trigger
          id={triggerId}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className={cn(
            controlClassName,
            "group flex h-(--club-control-h) cursor-pointer items-center justify-between gap-2 px-(--club-control-px) text-start",
            "data-placeholder:text-fg-muted",
          )}
        >
          <span className="truncate">
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className="text-fg-muted transition-transform duration-200 group-data-[state=open]:rotate-180">
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal container={container}>
          <RadixSelect.Content
            position="popper"
            sideOffset={6}
            className={cn(
              "z-(--club-z-modal) max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden",
              "rounded-card border border-border bg-surface text-fg shadow-xl shadow-black/10 motion-safe:animate-scale-in",
            )}
          >
            <RadixSelect.ScrollUpButton className="flex h-7 items-center justify-center text-fg-muted">
              <ChevronUpIcon />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className="p-1.5" nonce={nonce}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cn(
                    "relative flex cursor-pointer select-none items-center rounded-[calc(var(--club-radius)*0.7)] py-2 ps-8 pe-3 text-sm outline-none",
                    "data-highlighted:bg-primary-soft data-highlighted:text-fg data-[state=checked]:font-semibold",
                    "data-disabled:cursor-not-allowed data-disabled:opacity-50",
                  )}
                >
                  <RadixSelect.ItemIndicator className="absolute start-2 inline-flex text-primary-ink">
                    <CheckIcon size="1rem" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className="flex h-7 items-center justify-center text-fg-muted">
              <ChevronDownIcon />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
}
