import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { IconButton } from "./IconButton";
import { AlertIcon } from "./icons/AlertIcon";
import { CloseIcon } from "./icons/CloseIcon";
import { ErrorIcon } from "./icons/ErrorIcon";
import { InfoIcon } from "./icons/InfoIcon";
import { SuccessIcon } from "./icons/SuccessIcon";
import { useLabels } from "./Labels";

export type Tone = "info" | "success" | "warning" | "error";

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link, e.g. "Undo" or "Retry". */
  action?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  labels?: { dismiss?: string };
  /** "alert" interrupts screen readers (default for errors); "status" is polite; "none" is silent. */
  live?: "alert" | "status" | "none";
  className?: string;
}

export const toneStyles: Record<Tone, { box: string; icon: string }> = {
  info: { box: "border-info/30 bg-info-soft", icon: "text-info-ink" },
  success: { box: "border-success/30 bg-success-soft", icon: "text-success-ink" },
  warning: { box: "border-warning/35 bg-warning-soft", icon: "text-warning-ink" },
  error: { box: "border-error/30 bg-error-soft", icon: "text-error-ink" },
};

export const toneIcons: Record<Tone, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <AlertIcon />,
  error: <ErrorIcon />,
};

/** An inline message with a tone, optional title, action and dismiss button. */
export function Alert({
  tone = "info",
  title,
  children,
  action,
  onDismiss,
  labels,
  live,
  className,
}: AlertProps) {
  const kit = useLabels();
  const role = live ?? (tone === "error" ? "alert" : "status");
  return (
    <div
      role={role === "none" ? undefined : role}
      className={cn(
        "flex items-start gap-3 rounded-card border p-4 text-fg text-sm",
        toneStyles[tone].box,
        className,
      )}
    >
      <span className={cn("mt-px shrink-0 text-xl", toneStyles[tone].icon)}>{toneIcons[tone]}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold leading-6">{title}</p>}
        {children && (
          <div className={cn("leading-relaxed", title ? "text-fg-muted" : "leading-6")}>{children}</div>
        )}
        {action && <div className="mt-2 flex flex-wrap gap-2">{action}</div>}
      </div>
      {onDismiss && (
        <IconButton
          label={labels?.dismiss ?? kit.dismiss}
          icon={<CloseIcon />}
          size="sm"
          onClick={onDismiss}
          className="-me-1.5 -mt-1"
        />
      )}
    </div>
  );
}
