import { cn } from "../lib/cn";

export interface SpinnerProps {
  /** Accessible text announced to screen readers, e.g. "Loading". Omit when a parent already says it. */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" };

/** An indeterminate spinner. With `label` it is a polite status; without, it is decorative. */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]",
        sizes[size],
        className,
      )}
    />
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
