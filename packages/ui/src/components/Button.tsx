import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { renderAsChild } from "../lib/as-child";
import { cn } from "../lib/cn";
import { Spinner } from "./Spinner";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Shown before the text (replaced by the spinner while `loading`); also inside an `asChild` link. */
  startIcon?: ReactNode;
  /** Shown after the text; also inside an `asChild` link. */
  endIcon?: ReactNode;
  /**
   * Render the single child (e.g. a router link) with the button's look instead of a `<button>`;
   * `startIcon` and `endIcon` go inside it, around its own content.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export const focusRing =
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink";

// Joined, not merged with `cn`: none of these conflict (Field's `controlClassName` says why that matters).
const base = [
  "relative inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap select-none",
  "rounded-control transition-[background-color,border-color,color,box-shadow,transform] duration-150 ease-out",
  "motion-safe:active:translate-y-px disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55",
  focusRing,
].join(" ");

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-primary text-on-primary shadow-sm hover:bg-primary-hover hover:shadow-md disabled:hover:bg-primary",
  secondary: "bg-secondary text-on-secondary shadow-sm hover:bg-secondary-hover",
  outline: "border border-border-strong bg-surface text-fg hover:border-primary-ink hover:text-primary-ink",
  ghost: "bg-transparent text-fg hover:bg-surface-muted",
  danger: "bg-error text-on-error shadow-sm hover:bg-error-hover",
  link: "h-auto px-0 bg-transparent text-primary-ink underline-offset-4 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-[0.8125rem]",
  md: "h-(--club-control-h) px-(--club-control-px) text-sm",
  lg: "h-12 px-6 text-base tracking-wide",
};

export function buttonClassName({
  variant = "primary",
  size = "md",
  fullWidth,
  className,
}: Pick<ButtonProps, "variant" | "size" | "fullWidth" | "className">) {
  // The variant after the size: the link variant drops the size's height and padding.
  return cn(base, sizes[size], variants[variant], fullWidth && "w-full", className);
}

/** The kit's button. Text comes from children; with `asChild` it styles a link or router link. */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  fullWidth,
  startIcon,
  endIcon,
  asChild,
  className,
  disabled,
  children,
  type,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  if (asChild)
    return renderAsChild(children, { className: classes, ref, onClick, ...props }, startIcon, endIcon);
  return (
    <button
      ref={ref}
      type={type ?? "button"}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : startIcon}
      {children}
      {!loading && endIcon}
    </button>
  );
}
