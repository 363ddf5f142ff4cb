import { type InputHTMLAttributes, type Ref, useId, useRef } from "react";
import { cn } from "../lib/cn";
import { controlClassName, FieldLabel } from "./Field";
import { IconButton } from "./IconButton";
import { CloseIcon } from "./icons/CloseIcon";
import { SearchIcon } from "./icons/SearchIcon";
import { Spinner } from "./Spinner";

export interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "defaultValue" | "onChange"> {
  /** The field's name for people and screen readers (visually hidden with `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  value: string;
  /** Every keystroke; the app debounces what it does with it. */
  onValueChange: (value: string) => void;
  /** The clear button's accessible name; the button shows while there is text. */
  clearLabel: string;
  /** A search is running: a spinner replaces the magnifier (the results region says so to screen readers). */
  busy?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box: a labelled `type="search"` input with a magnifier, and a clear button while it holds text. Escape
 * clears it too, as browsers do for search inputs (the native clear control is replaced by the kit's button, which
 * is keyboard reachable and named in the shop's language).
 */
export function SearchField({
  label,
  hideLabel,
  value,
  onValueChange,
  clearLabel,
  busy,
  className,
  id,
  ref,
  onKeyDown,
  ...props
}: SearchFieldProps) {
  const autoId = useId();
  const inputId = id ?? `sf${autoId}`;
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={inputId} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </FieldLabel>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 start-3 grid place-items-center text-fg-muted"
        >
          {busy ? <Spinner size="sm" /> : <SearchIcon size="1.125rem" />}
        </span>
        <input
          ref={setInput}
          id={inputId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          {...props}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === "Escape" && value) {
              event.preventDefault();
              onValueChange("");
            }
          }}
          className={cn(
            controlClassName,
            "h-(--club-control-h) ps-10 pe-12",
            "[&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none",
          )}
        />
        {value && (
          <span className="absolute inset-y-0 end-1 grid place-items-center">
            <IconButton
              size="sm"
              label={clearLabel}
              icon={<CloseIcon />}
              onClick={() => {
                onValueChange("");
                // Back to the box: the button disappears with the text, and typing goes on where it was.
                input.current?.focus();
              }}
            />
          </span>
        )}
      </div>
    </div>
  );
}
