import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../lib/cn";

const widths = { sm: "max-w-xl", md: "max-w-3xl", lg: "max-w-5xl", xl: "max-w-7xl", full: "max-w-none" };

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: keyof typeof widths;
}

/** Centers content with the page's side padding. */
export function Container({ width = "xl", className, ...props }: ContainerProps) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", widths[width], className)} {...props} />;
}

export interface PageLayoutProps {
  /** The AppBar. */
  appBar?: ReactNode;
  /** The Drawer with the side menu (rendered once, outside the main content). */
  drawer?: ReactNode;
  footer?: ReactNode;
  /** Text of the "skip to content" link, the first stop for keyboard users. */
  skipLinkLabel?: string;
  mainId?: string;
  /** Content width. Default "xl". */
  width?: keyof typeof widths;
  className?: string;
  children?: ReactNode;
}

/** The page frame: skip link, app bar, drawer, main landmark, footer. */
export function PageLayout({
  appBar,
  drawer,
  footer,
  skipLinkLabel = "Skip to content",
  mainId = "main",
  width = "xl",
  className,
  children,
}: PageLayoutProps) {
  return (
    <div className={cn("flex min-h-dvh flex-col bg-bg text-fg", className)}>
      <a
        href={`#${mainId}`}
        className="sr-only print:hidden focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-(--club-z-toast) focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-ink focus:shadow-lg focus:outline-2 focus:outline-primary-ink"
      >
        {skipLinkLabel}
      </a>
      {/* Printed pages (a packing slip, an order) are the page alone: no bar, no skip link, no footer. */}
      <div className="contents print:hidden">{appBar}</div>
      {drawer}
      <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
        <Container width={width} className="py-6 sm:py-10">
          {children}
        </Container>
      </main>
      {footer && (
        <footer className="border-border border-t bg-surface text-fg-muted text-sm print:hidden">
          <Container width={width} className="py-8">
            {footer}
          </Container>
        </footer>
      )}
    </div>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  /** A small line above the title, e.g. the shop page's name. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** The page's h1 with an optional eyebrow, description and actions. */
export function PageHeader({ title, eyebrow, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn("mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="flex max-w-2xl flex-col gap-2">
        {eyebrow && (
          <p className="font-bold text-primary-ink text-xs uppercase tracking-[0.18em]">{eyebrow}</p>
        )}
        <h1 className="font-heading font-semibold text-3xl text-fg leading-tight tracking-tight sm:text-4xl">
          {title}
        </h1>
        {description && <p className="text-base text-fg-muted leading-relaxed">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
