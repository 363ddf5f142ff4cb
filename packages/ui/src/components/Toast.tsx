import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "../lib/cn";
import { usePortalContainer } from "../theme/ThemeScope";
import { type Tone, toneIcons, toneStyles } from "./Alert";
import { IconButton } from "./IconButton";
import { CloseIcon } from "./icons/CloseIcon";
import { useLabels } from "./Labels";

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: Tone;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. Default 5000 (errors 8000). */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastOptions {
  id: string;
}

export interface ToastProps extends ToastOptions {
  onDismiss?: () => void;
  labels?: { dismiss?: string };
  className?: string;
}

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

interface ToastContextValue {
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of the notifications region. Default: the LabelsProvider's `notifications`. */
  label?: string;
  labels?: { dismiss?: string };
  /** At most this many toasts at once; older ones are dropped. Default 3. */
  limit?: number;
}

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

const subscribeNever = () => () => {};
const isBrowser = () => typeof document !== "undefined";
const isServer = () => false;

/** Hosts toasts: a polite live region at the bottom (phones) or bottom-right (desktop). */
export function ToastProvider({ children, label: ownLabel, labels, limit = 3 }: ToastProviderProps) {
  const kit = useLabels();
  const label = ownLabel ?? kit.notifications;
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const container = usePortalContainer();
  // Portals exist only in the browser: none on the server nor while hydrating its markup (the server snapshot), so
  // both render the same; the live region is added right after.
  const inBrowser = useSyncExternalStore(subscribeNever, isBrowser, isServer);
  const dismiss = useCallback(
    (id: string) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setItems((current) => [...current, { ...options, id }].slice(-limit));
      return id;
    },
    [limit],
  );
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const region = (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-(--club-z-toast) flex flex-col items-stretch gap-2 p-4 sm:start-auto sm:end-0 sm:w-96"
    >
      {items.map((item) => (
        <TimedToast key={item.id} item={item} onDismiss={dismiss} labels={labels} />
      ))}
    </section>
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {inBrowser ? createPortal(region, container ?? document.body) : null}
    </ToastContext.Provider>
  );
}

/** `toast({ title, tone })` shows a toast and returns its id; `dismiss(id)` closes it. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside a ToastProvider");
  return context;
}
