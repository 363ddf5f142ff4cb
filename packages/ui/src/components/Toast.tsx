import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import { usePortalContainer } from "../theme/ThemeScope";
import type { Tone } from "./Alert";
import { useLabels } from "./Labels";

// The live region and the cards come later than the page (`ToastRegion`, a module of its own): when the browser is
// idle after the provider's first render, or at the first toast if that comes sooner. Until then nothing is shown,
// as on the server and while hydrating.
const loadRegion = () => import("./ToastRegion");
const ToastRegion = lazy(async () => ({ default: (await loadRegion()).ToastRegion }));

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

const subscribeNever = () => () => {};
const isBrowser = () => typeof document !== "undefined";
const isServer = () => false;

/** Hosts toasts (`Toast` is the card, from its own module): a polite live region at the bottom (phones) or bottom-right (desktop). */
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
  const [regionWanted, setRegionWanted] = useState(false);
  useEffect(() => {
    const want = () => setRegionWanted(true);
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(want, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(want, 200);
    return () => clearTimeout(handle);
  }, []);
  const toast = useCallback(
    (options: ToastOptions) => {
      setRegionWanted(true);
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setItems((current) => [...current, { ...options, id }].slice(-limit));
      return id;
    },
    [limit],
  );
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {inBrowser && regionWanted
        ? createPortal(
            <Suspense fallback={null}>
              <ToastRegion label={label} items={items} onDismiss={dismiss} labels={labels} />
            </Suspense>,
            container ?? document.body,
          )
        : null}
    </ToastContext.Provider>
  );
}

/** `toast({ title, tone })` shows a toast and returns its id; `dismiss(id)` closes it. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside a ToastProvider");
  return context;
}
