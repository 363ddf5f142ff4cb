import { useLayoutEffect, useRef } from "react";

/**
 * Remembers the element focused when an overlay opens and gives it focus back on close, also when
 * the overlay is opened without a Radix trigger (e.g. the app bar's menu button opens the drawer).
 */
export function useReturnFocus(open: boolean | undefined) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && typeof document !== "undefined" && document.activeElement instanceof HTMLElement) {
      previous.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = previous.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
    previous.current = null;
  };
}
