import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn";

/**
 * Typography for rich content the storefront renders inside (custom pages, product notes):
 * headings, paragraphs, links, lists, quotes, tables and images get the kit's look.
 */
export function Prose({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "max-w-prose text-base text-fg leading-relaxed",
        "[&_h1]:mt-8 [&_h1]:mb-4 [&_h1]:font-heading [&_h1]:font-semibold [&_h1]:text-3xl [&_h1]:leading-tight",
        "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-heading [&_h2]:font-semibold [&_h2]:text-2xl [&_h2]:leading-snug",
        "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-heading [&_h3]:font-semibold [&_h3]:text-lg",
        "[&_p]:my-4 [&_strong]:font-semibold [&_em]:italic",
        "[&_a]:font-medium [&_a]:text-primary-ink [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
        "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5 [&_li::marker]:text-primary-ink",
        "[&_blockquote]:my-6 [&_blockquote]:border-primary [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:font-heading [&_blockquote]:text-fg-muted [&_blockquote]:text-lg [&_blockquote]:italic",
        "[&_hr]:my-8 [&_hr]:border-border [&_img]:my-6 [&_img]:rounded-card",
        "[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_td]:border-border [&_td]:border-b [&_td]:py-2 [&_th]:border-border [&_th]:border-b [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold",
        "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
        className,
      )}
      {...props}
    />
  );
}
