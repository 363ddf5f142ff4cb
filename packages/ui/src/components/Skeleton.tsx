import type { CSSProperties } from "react";
import { cn } from "../lib/cn";

export interface SkeletonProps {
  className?: string;
  style?: CSSProperties;
  /** "text" lines are rounded bars; "block" uses the card radius; "circle" for avatars. */
  shape?: "text" | "block" | "circle";
}

/** A shimmering placeholder; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, style, shape = "text" }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        "block bg-[linear-gradient(90deg,var(--club-surface-muted)_25%,color-mix(in_srgb,var(--club-border)_70%,transparent)_50%,var(--club-surface-muted)_75%)] bg-size-[200%_100%] motion-safe:animate-shimmer",
        shape === "text" && "h-3.5 rounded-full",
        shape === "block" && "rounded-card",
        shape === "circle" && "rounded-full",
        className,
      )}
    />
  );
}

/** A few lines of placeholder text; the last line is shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("flex flex-col gap-2.5", className)}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines.
        <Skeleton key={index} className={index === lines - 1 && lines > 1 ? "w-3/5" : "w-full"} />
      ))}
    </span>
  );
}
