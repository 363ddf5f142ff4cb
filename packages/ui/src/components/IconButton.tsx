import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../lib/cn";
import { focusRing } from "./Button";
import { Spinner } from "./Spinner";

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** Accessible name, required: the button shows only an icon. Also used as the tooltip. */
  label: string;
  icon: ReactNode;
  variant?: "ghost" | "outline" | "primary" | "onPrimary";
  size?: "sm" | "md" | "lg";
  loading?: boolean;
  /** A small count shown on the icon, e.g. cart items (also say it in `label`). */
  badge?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const variants = {
  ghost: "text-fg hover:bg-surface-muted",
  outline: "border border-border-strong bg-surface text-fg hover:border-primary-ink hover:text-primary-ink",
  primary: "bg-primary text-on-primary hover:bg-primary-hover",
  onPrimary: "text-current hover:bg-current/10",
};
const sizes = { sm: "size-8 text-base", md: "size-10 text-xl", lg: "size-12 text-2xl" };

/** A square button with an icon and a required accessible label. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "md",
  loading,
  badge,
  className,
  type,
  ref,
  ...props
}: IconButtonProps) {
  const button = (
    <button
      ref={ref}
      type={type ?? "button"}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center rounded-full transition-colors duration-150",
        "disabled:cursor-not-allowed disabled:opacity-50",
        focusRing,
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : icon}
    </button>
  );
  if (badge === undefined || badge === null || badge === false) return button;
  // The count sits beside the button (include it in `label`, e.g. "Cart, 3 items").
  return (
    <span className="relative inline-flex">
      {button}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-primary px-1 font-bold text-[0.6875rem] text-on-primary leading-none ring-2 ring-surface"
      >
        {badge}
      </span>
    </span>
  );
}
