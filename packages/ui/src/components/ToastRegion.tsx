import { useEffect, useRef, useState } from "react";
import type { ToastItem } from "./Toast";
import { Toast } from "./ToastCard";

// The toasts' live region and cards, a module of its own: `ToastProvider` loads it when the browser is idle after
// the first paint (or at the first toast), so a page's first load does not carry it.

function TimedToast({
  item,
  onDismiss,
  labels,
}: {
  item: ToastItem;
  onDismiss: (id: string) => void;
  labels?: { dismiss?: string };
}) {
  const [paused, setPaused] = useState(false);
  const duration = item.duration ?? (item.tone === "error" ? 8000 : 5000);
  const remaining = useRef(duration);
  useEffect(() => {
    if (paused || duration === 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration, item.id, onDismiss]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer on hover/focus is not an interaction.
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Toast {...item} labels={labels} onDismiss={() => onDismiss(item.id)} />
    </div>
  );
}

/** The live region at the bottom (phones) or bottom-right (desktop), with the toasts shown. */
export function ToastRegion({
  label,
  items,
  onDismiss,
  labels,
}: {
  label: string;
  items: ToastItem[];
  onDismiss: (id: string) => void;
  labels?: { dismiss?: string };
}) {
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-(--club-z-toast) flex flex-col items-stretch gap-2 p-4 sm:start-auto sm:end-0 sm:w-96"
    >
      {items.map((item) => (
        <TimedToast key={item.id} item={item} onDismiss={onDismiss} labels={labels} />
      ))}
    </section>
  );
}
