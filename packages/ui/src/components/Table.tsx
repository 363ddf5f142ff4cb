import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { cn } from "../lib/cn";

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers (amounts, quantities). */
  numeric?: boolean;
  /**
   * Hidden below the sm breakpoint (40rem), header and cells. Only a `max-sm:` rule hides it: the column
   * never depends on overriding `hidden`, whatever the order of the app's stylesheets.
   */
  hideOnMobile?: boolean;
}

export interface TableProps<Row> {
  /** The table's caption (its accessible name); visually hidden with `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Whether keyboard users need the element itself as a tab stop to scroll it: its content is wider than it
 * (it scrolls sideways) and holds nothing focusable (from a focused link, the arrow keys scroll it already).
 */
function useNeedsScrollStop(ref: RefObject<HTMLElement | null>) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const update = () =>
      setNeeded(
        element.scrollWidth > element.clientWidth + 1 && !element.firstElementChild?.querySelector(focusable),
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return needed;
}

/**
 * A simple data table (orders, prizes): caption, header row, zebra-free calm rows, scrolls on phones. While it
 * scrolls sideways and has no links or buttons, the scroll area is a focusable region named by the caption, so
 * keyboard users can scroll it.
 */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollStop = useNeedsScrollStop(scrollRef);
  return (
    <div
      ref={scrollRef}
      {...(scrollStop ? { role: "region", "aria-labelledby": captionId, tabIndex: 0 } : {})}
      className={cn(
        "overflow-x-auto rounded-card border border-border bg-surface",
        "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink",
        className,
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption
          id={captionId}
          className={cn(
            "px-5 pt-4 pb-2 text-start font-heading font-semibold text-fg text-lg",
            hideCaption && "sr-only",
          )}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-border border-b bg-surface-muted">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  "px-5 py-2.5 font-semibold text-fg-muted text-xs uppercase tracking-wider",
                  column.numeric ? "text-end" : "text-start",
                  column.hideOnMobile && "max-sm:hidden",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="px-5 py-10 text-center text-fg-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="border-border border-b last:border-b-0 hover:bg-surface-muted/60"
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(
                      "px-5 py-3 text-fg",
                      column.numeric && "text-end tabular-nums",
                      column.hideOnMobile && "max-sm:hidden",
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
