import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cn } from "../lib/cn";
import { controlClassName, describedBy, FieldLabel, type FieldLabels, FieldMessages } from "./Field";

interface TextFieldOwnProps {
  label: ReactNode;
  /** Shows "*" after the label and sets aria-required (validation stays with the app). */
  required?: boolean;
  hint?: ReactNode;
  /** Error text; also marks the field aria-invalid. */
  error?: ReactNode;
  /** Content inside the field's end, e.g. a "Apply" button or a unit. */
  endAdornment?: ReactNode;
  labels?: FieldLabels;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

export type TextFieldProps = TextFieldOwnProps &
  (
    | ({ multiline?: false; ref?: Ref<HTMLInputElement> } & Omit<
        InputHTMLAttributes<HTMLInputElement>,
        "required"
      >)
    | ({ multiline: true; ref?: Ref<HTMLTextAreaElement> } & Omit<
        TextareaHTMLAttributes<HTMLTextAreaElement>,
        "required"
      >)
  );

/** A labelled text input (or textarea) with a required marker, hint and error text. */
export function TextField(props: TextFieldProps) {
  const { label, required, hint, error, endAdornment, labels, hideLabel, className, id, ...rest } = props;
  const autoId = useId();
  const inputId = id ?? `tf${autoId}`;
  const ids = { hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
  const aria = {
    id: inputId,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(ids, hint, error, rest["aria-describedby"]),
  };
  let control: ReactNode;
  if (rest.multiline) {
    const { multiline: _multiline, ref, ...textarea } = rest;
    control = (
      <textarea
        rows={4}
        {...textarea}
        {...aria}
        ref={ref}
        className={cn(controlClassName, "min-h-24 px-(--club-control-px) py-2.5 leading-relaxed")}
      />
    );
  } else {
    const { multiline: _multiline, ref, ...input } = rest;
    control = (
      <input
        type="text"
        {...input}
        {...aria}
        ref={ref}
        className={cn(
          controlClassName,
          "h-(--club-control-h) px-(--club-control-px)",
          endAdornment ? "pe-24" : "",
        )}
      />
    );
  }
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel
        htmlFor={inputId}
        required={required}
        requiredLabel={labels?.required}
        className={hideLabel ? "sr-only" : undefined}
      >
        {label}
      </FieldLabel>
      <div className="relative">
        {control}
        {endAdornment && (
          <div className="absolute inset-y-0 end-1 flex items-center gap-1 text-fg-muted text-sm">
            {endAdornment}
          </div>
        )}
      </div>
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
}
