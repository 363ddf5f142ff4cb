import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { useReturnFocus } from "../lib/useReturnFocus";
import { usePortalContainer } from "../theme/ThemeScope";
import { IconButton } from "./IconButton";
import { CloseIcon } from "./icons/CloseIcon";
import { useLabels } from "./Labels";

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Announced with the title, e.g. "Fields marked * are mandatory." */
  description?: ReactNode;
  /** An element that opens the dialog (rendered as the Radix trigger via asChild). */
  trigger?: ReactNode;
  /** Buttons at the bottom; on phones they stack full width. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  labels?: { close?: string };
  /** Hide the close button (Escape still closes unless `onEscapeKeyDown` prevents it). */
  hideClose?: boolean;
  /**
   * `false` for a question that must be answered (e.g. an age check): no close button, and neither Escape nor a
   * click outside closes it; only the footer's own buttons do.
   */
  dismissible?: boolean;
  className?: string;
  children?: ReactNode;
}

const sizes = { sm: "sm:max-w-sm", md: "sm:max-w-lg", lg: "sm:max-w-2xl" };

/**
 * A modal dialog (Radix): focus moves inside and is trapped there, Escape and the close button
 * close it, focus returns to the trigger, and the page behind is inert.
 */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  title,
  description,
  trigger,
  footer,
  size = "md",
  labels,
  hideClose,
  dismissible = true,
  className,
  children,
}: DialogProps) {
  const container = usePortalContainer();
  const kit = useLabels();
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        {/* A plain scrim, no backdrop blur: a blurred full screen is composited again in every frame while open. */}
        <RadixDialog.Overlay className="fixed inset-0 z-(--club-z-modal) bg-black/45 motion-safe:animate-fade-in" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          {...(dismissible ? {} : { onEscapeKeyDown: prevent, onInteractOutside: prevent })}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed inset-x-0 bottom-0 z-(--club-z-modal) flex max-h-[92dvh] flex-col rounded-t-[calc(var(--club-radius)*2)] bg-surface text-fg shadow-2xl outline-none",
            "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[calc(var(--club-radius)*2)]",
            "motion-safe:animate-slide-up sm:motion-safe:animate-scale-in",
            sizes[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6 pb-2">
            <div className="flex flex-col gap-1">
              <RadixDialog.Title className="font-heading font-semibold text-fg text-xl leading-tight">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="text-fg-muted text-sm">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            {!hideClose && dismissible && (
              <RadixDialog.Close asChild>
                <IconButton
                  label={labels?.close ?? kit.close}
                  icon={<CloseIcon />}
                  size="sm"
                  className="-me-2 -mt-1"
                />
              </RadixDialog.Close>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-border border-t px-6 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const prevent = (event: Event) => event.preventDefault();

/** Closes the surrounding Dialog or Drawer when its child is clicked (e.g. a "Cancel" button). */
export const DialogClose = RadixDialog.Close;
