import { cn } from "../lib/cn";
import { toneIcons, toneStyles } from "./Alert";
import { IconButton } from "./IconButton";
import { CloseIcon } from "./icons/CloseIcon";
import { useLabels } from "./Labels";
import type { ToastProps } from "./Toast";

/** One toast card. Usually shown through `useToast().toast(...)`; exported for custom layouts. */
export function Toast({
  title,
  description,
  tone = "info",
  action,
  onDismiss,
  labels,
  className,
}: ToastProps) {
  const kit = useLabels();
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      aria-atomic="true"
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-card border bg-surface p-4 text-fg text-sm shadow-xl shadow-black/10",
        "motion-safe:animate-slide-up",
        toneStyles[tone].box,
        className,
      )}
    >
      <span className={cn("mt-px shrink-0 text-xl", toneStyles[tone].icon)}>{toneIcons[tone]}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold leading-6">{title}</p>
        {description && <p className="text-fg-muted leading-snug">{description}</p>}
        {action && <div className="mt-2">{action}</div>}
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
