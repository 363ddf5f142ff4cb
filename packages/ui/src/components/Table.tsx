import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers (amounts, quantities). */
  numeric?: boolean;
  /** Hidden below the sm breakpoint. */
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

/** A simple data table (orders, prizes): caption, header row, zebra-free calm rows, scrolls on phones. */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: TableProps<Row>) {
  return (
    <div className={cn("overflow-x-auto rounded-card border border-border bg-surface", className)}>
      <table className="w-full border-collapse text-sm">
        <caption
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
                  column.hideOnMobile && "hidden sm:table-cell",
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
                      column.hideOnMobile && "hidden sm:table-cell",
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
