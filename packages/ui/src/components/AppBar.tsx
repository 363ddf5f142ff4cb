import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { IconButton } from "./IconButton";
import { MenuIcon } from "./icons/MenuIcon";

export interface AppBarProps {
  /** The logo and/or the club's name, usually a link home. */
  brand?: ReactNode;
  /** Shows the menu button (the spec shows it only when club data exists). */
  menu?: { label: string; onClick: () => void; expanded?: boolean; controls?: string };
  /** Items at the end: the user's email, profile button, language switcher, cart. */
  end?: ReactNode;
  /** Stay at the top while scrolling (default true). */
  sticky?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * The top bar. Its z-index is the theme's `zIndex.appBar` (100 by default). Opaque, with no backdrop blur: a blur
 * under a sticky bar is composited again in every frame the page scrolls or animates beneath it, which phones
 * without GPU compositing of filters (and headless Chromium) pay for on the CPU.
 */
export function AppBar({ brand, menu, end, sticky = true, className, children }: AppBarProps) {
  return (
    <header
      className={cn(
        "z-(--club-z-appbar) w-full border-border/70 border-b bg-surface text-fg",
        sticky && "sticky top-0",
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        {menu && (
          <IconButton
            label={menu.label}
            icon={<MenuIcon />}
            onClick={menu.onClick}
            aria-expanded={menu.expanded}
            aria-controls={menu.controls}
            aria-haspopup="dialog"
          />
        )}
        {brand && (
          <div className="flex min-w-0 items-center gap-2 overflow-hidden whitespace-nowrap font-heading font-semibold text-lg">
            {brand}
          </div>
        )}
        {children && <div className="flex min-w-0 flex-1 items-center">{children}</div>}
        <div className="ms-auto flex items-center gap-1 sm:gap-2">{end}</div>
      </div>
    </header>
  );
}
