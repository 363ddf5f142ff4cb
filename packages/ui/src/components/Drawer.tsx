import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { useReturnFocus } from "../lib/useReturnFocus";
import { usePortalContainer } from "../theme/ThemeScope";
import { IconButton } from "./IconButton";
import { CloseIcon } from "./icons/CloseIcon";
import { useLabels } from "./Labels";

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer; shown as a heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  side?: "left" | "right";
  labels?: { close?: string };
  className?: string;
  children?: ReactNode;
}

/** A side sheet (Radix Dialog): traps focus, closes on Escape, overlay click or the close button. */
export function Drawer({
  open,
  onOpenChange,
  title,
  hideTitle,
  side = "left",
  labels,
  className,
  children,
}: DrawerProps) {
  const container = usePortalContainer();
  const onCloseAutoFocus = useReturnFocus(open);
  const kit = useLabels();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className="fixed inset-0 z-(--club-z-drawer) bg-black/40 motion-safe:animate-fade-in" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 z-(--club-z-drawer) flex w-[min(22rem,88vw)] flex-col bg-surface text-fg shadow-2xl outline-none",
            side === "left"
              ? "left-0 motion-safe:animate-slide-in-left"
              : "right-0 motion-safe:animate-fade-in",
            className,
          )}
        >
          <div className="flex items-center justify-between gap-2 px-4 pt-3 pb-1">
            <RadixDialog.Title className={cn("font-heading font-semibold text-lg", hideTitle && "sr-only")}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label={labels?.close ?? kit.close} icon={<CloseIcon />} className="ms-auto" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
