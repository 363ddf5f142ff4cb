import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { ErrorIcon } from "./icons/ErrorIcon";

export interface ErrorBoxProps {
  /** The error message (architecture §3: red text on a light grey background). */
  message: ReactNode;
  title?: ReactNode;
  /** Technical details, e.g. an error code, in a smaller monospace line. */
  details?: ReactNode;
  /** E.g. a "Try again" button. */
  action?: ReactNode;
  className?: string;
}

/** Shows an error (a render failure, a failed load) as red text on light grey; role="alert". */
export function ErrorBox({ message, title, details, action, className }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col gap-2 rounded-card bg-errorbox-bg p-5 text-errorbox-fg shadow-[inset_0_0_0_1px_rgb(0_0_0/0.06)]",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <ErrorIcon className="mt-0.5 shrink-0 text-xl" />
        <div className="flex min-w-0 flex-col gap-1">
          {title && <p className="font-bold">{title}</p>}
          <p className="font-medium leading-relaxed">{message}</p>
          {details && <p className="break-all font-mono text-xs">{details}</p>}
        </div>
      </div>
      {action && <div className="ps-8">{action}</div>}
    </div>
  );
}
