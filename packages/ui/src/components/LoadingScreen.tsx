import { cn } from "../lib/cn";
import { Spinner } from "./Spinner";

export interface LoadingScreenProps {
  /** The text shown and announced; the storefront passes its translation of "Loading...". */
  label?: string;
  /** Fill the viewport (while the theme loads) instead of the parent. Default true. */
  fullScreen?: boolean;
  className?: string;
}

/** The "Loading..." screen shown while the club's theme and configuration load. */
export function LoadingScreen({ label = "Loading...", fullScreen = true, className }: LoadingScreenProps) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-center gap-4 bg-bg text-fg",
        fullScreen ? "min-h-dvh" : "min-h-48 py-12",
        className,
      )}
    >
      <Spinner size="lg" className="text-primary-ink" />
      <p className="font-medium text-fg-muted text-sm tracking-wide">{label}</p>
    </div>
  );
}
