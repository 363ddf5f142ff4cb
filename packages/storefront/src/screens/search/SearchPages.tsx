import { Button, ChevronLeftIcon, ChevronRightIcon } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { RouterLink } from "../../router/RouterLink";

/**
 * The page numbers to offer: the first and the last, the current one with its neighbours, and `null` for a gap
 * ("1 … 4 5 6 … 12"). A gap of a single page shows that page instead.
 */
export function pageNumbers(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const numbers: Array<number | null> = [];
  for (const n of sorted) {
    const previous = numbers.at(-1);
    if (typeof previous === "number" && n - previous === 2) numbers.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) numbers.push(null);
    numbers.push(n);
  }
  return numbers;
}

/**
 * Numbered pages of the search's results, as links to the address of each page (so a page can be opened in a new
 * tab, shared and bookmarked). `onChoose` runs on a plain click, after the router has moved to the page.
 */
export function SearchPages({
  page,
  pages,
  searchOf,
  onChoose,
}: {
  page: number;
  pages: number;
  /** The address's query string of a page. */
  searchOf: (page: number) => string;
  onChoose: () => void;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const link = (n: number, label: string, text: ReactNode, current = false) => (
    <Button asChild size="sm" variant={current ? "primary" : "outline"} className="min-w-9">
      <RouterLink
        to={{ search: searchOf(n) }}
        aria-label={label}
        {...(current ? { "aria-current": "page" as const } : {})}
        onClick={onChoose}
      >
        {text}
      </RouterLink>
    </Button>
  );
  return (
    <nav
      aria-label={t`Pages of results`}
      className="flex flex-wrap items-center justify-center gap-1 pt-2 sm:gap-2"
    >
      {/* On a phone the way back and on is an arrow (named by its label), so the numbers keep one line. */}
      {page > 1 &&
        link(
          page - 1,
          t`Previous page`,
          <>
            <ChevronLeftIcon />
            <span className="max-sm:sr-only">{t`Previous`}</span>
          </>,
        )}
      <ol className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, pages).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={n}>{link(n, t`Page ${n}`, String(n), n === page)}</li>
          ),
        )}
      </ol>
      {page < pages &&
        link(
          page + 1,
          t`Next page`,
          <>
            <span className="max-sm:sr-only">{t`Next`}</span>
            <ChevronRightIcon />
          </>,
        )}
    </nav>
  );
}
