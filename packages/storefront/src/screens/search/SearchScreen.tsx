import { isApiError } from "@club/api-client";
import { Button, EmptyState, ErrorBox, PageHeader, SearchField, SearchIcon, Select } from "@club/ui";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useRuntime } from "../../app/context";
import { errorMessage } from "../../i18n/errors";
import { useLinkSearch } from "../../router/link-search";
import { useLanguage } from "../../router/useLanguage";
import { ProductGridItem } from "../ProductGrid";
import { SearchFacets } from "./SearchFacets";
import { SearchPages } from "./SearchPages";
import {
  firstPage,
  hasFacetFilters,
  PAGE_SIZE,
  pageCount,
  QUERY_MAX_LENGTH,
  readFilters,
  type SearchFilters,
  searchFor,
  withoutFacets,
  writeFilters,
} from "./search-params";
import { useSearchResults } from "./useSearchResults";

/**
 * Search across the club's shop pages (issue 17): a search box whose results follow the typing, facets with counts
 * and a sort, all kept in the address (`?q=&type=red&sort=price&page=2`) so a filtered list can be shared, bookmarked
 * and survives a change of language. Past 48 results the list has numbered pages; a new query, filter or sort starts
 * again from the first.
 */
export function SearchScreen() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const location = useLocation();
  const linkSearch = useLinkSearch();
  const navigate = useNavigate();
  const filters = readFilters(location.search);
  const addressKey = `${language}${writeFilters(filters)}`;
  const [text, setText] = useState(filters.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { state, ask } = useSearchResults();
  const { nonce } = useRuntime().bootstrap;
  // The key of what was asked last: the address changing to it (a typed query written back) asks nothing again.
  const asked = useRef<string | null>(null);

  // The address changed by a filter, the back button, a shared link or the language: search at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's key names every input of the search
  useEffect(() => {
    if (asked.current === addressKey) return;
    asked.current = addressKey;
    setText(filters.q);
    ask({ filters, language }, false);
  }, [addressKey]);

  // The answer to a typed query names the address, replacing the entry (one history entry per search, not per key).
  // Only a typed query's: a filter chosen meanwhile has written the address itself.
  const typed = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== "done" || !state.input || typed.current === null) return;
    const shown = `${state.input.language}${writeFilters(state.input.filters)}`;
    if (shown !== typed.current) return;
    typed.current = null;
    if (shown !== addressKey) {
      asked.current = shown;
      void navigate({ search: searchFor(state.input.filters, location.search) }, { replace: true });
    }
  });

  const type = (value: string) => {
    setText(value);
    const next = { ...firstPage(filters), q: value };
    const key = `${language}${writeFilters(next)}`;
    asked.current = key;
    typed.current = key;
    ask({ filters: next, language }, true);
  };
  const choose = (next: SearchFilters) => {
    typed.current = null;
    void navigate({ search: searchFor({ ...firstPage(next), q: text }, location.search) }, { replace: true });
  };
  // A page chosen: the list starts at the top of the results, where focus goes so a keyboard or screen reader user
  // goes on from there (the status line then says the new page and count).
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toResults = () => {
    resultsRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  };

  const result = state.result;
  const total = result?.total ?? 0;
  // The page the answer is of (not the address's while the next one loads), and how many there are.
  const page = state.input?.filters.page ?? 1;
  const pages = pageCount(total);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = (page - 1) * PAGE_SIZE + (result?.items.length ?? 0);
  const busy = state.status === "loading";
  const sortOptions = [
    ...(text.trim() ? [{ value: "relevance", label: t`Best match` }] : []),
    { value: "name", label: t`Name` },
    { value: "price", label: t`Price, lowest first` },
    { value: "price-desc", label: t`Price, highest first` },
    { value: "vintage", label: t`Vintage, oldest first` },
    { value: "vintage-desc", label: t`Vintage, newest first` },
  ];
  const sort = filters.sort ?? (text.trim() ? "relevance" : "name");
  const refused = state.status === "failed" && isApiError(state.error) && state.error.status === 400;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t`Search`} />
      <search className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label={t`Search the shop`}
          placeholder={t`Wine, grape, region…`}
          clearLabel={t`Clear the search`}
          maxLength={QUERY_MAX_LENGTH}
          value={text}
          onValueChange={type}
          busy={busy}
        />
        <Select
          {...(nonce ? { nonce } : {})}
          className="sm:w-60"
          label={t`Sort by`}
          options={sortOptions}
          value={sort}
          onValueChange={(value) => choose({ ...filters, sort: value as SearchFilters["sort"] & string })}
        />
      </search>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          {/* On a phone the filters fold above the results; from lg up they stand beside them. */}
          <Button
            variant="outline"
            className="self-start lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {t`Filters`}
          </Button>
          <section
            id="search-filters"
            aria-label={t`Filters`}
            className={filtersOpen ? "block" : "hidden lg:block"}
          >
            {result ? (
              <SearchFacets
                facets={result.facets}
                filters={filters}
                currency={result.items[0]?.price.currency ?? "EUR"}
                onChange={choose}
              />
            ) : null}
          </section>
        </div>
        <section
          ref={resultsRef}
          aria-labelledby="search-results"
          aria-busy={busy}
          className="flex min-w-0 scroll-mt-20 flex-col gap-4"
        >
          <h2 id="search-results" ref={headingRef} tabIndex={-1} className="sr-only">
            {t`Results`}
          </h2>
          <p role="status" className="text-fg-muted text-sm">
            {busy
              ? t`Searching…`
              : result
                ? pages > 1 && last >= first
                  ? t`${first}–${last} of ${total} results (page ${page} of ${pages})`
                  : t({ message: plural(total, { one: "# result", other: "# results" }) })
                : ""}
          </p>
          {state.status === "failed" && !refused ? (
            <ErrorBox
              title={t`The search did not answer`}
              message={errorMessage(i18n, state.error)}
              action={
                <Button
                  variant="outline"
                  onClick={() => ask({ filters: { ...filters, q: text }, language }, false)}
                >
                  {t`Try again`}
                </Button>
              }
            />
          ) : result && result.total > 0 && result.items.length === 0 && !busy ? (
            // An address naming a page past the last (the list has shrunk since it was shared).
            <EmptyState
              icon={<SearchIcon />}
              title={t`This page of results is past the last one`}
              description={t`The list has fewer pages now.`}
              action={
                <Button variant="outline" onClick={() => choose(filters)}>
                  {t`Go to the first page`}
                </Button>
              }
            />
          ) : refused || (result && result.total === 0 && !busy) ? (
            <EmptyState
              icon={<SearchIcon />}
              title={refused ? t`This search cannot be run` : t`Nothing matches your search`}
              description={
                hasFacetFilters(filters)
                  ? t`Try fewer filters, or clear them to see everything that matches.`
                  : t`Check the spelling, or try a grape, a region or a kind of wine.`
              }
              action={
                hasFacetFilters(filters) || refused ? (
                  <Button variant="outline" onClick={() => choose(withoutFacets(filters))}>
                    {t`Clear filters`}
                  </Button>
                ) : text ? (
                  <Button variant="outline" onClick={() => type("")}>
                    {t`Clear the search`}
                  </Button>
                ) : null
              }
            />
          ) : result ? (
            <>
              <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
                {result.items.map((item) => (
                  <ProductGridItem
                    key={`${item.shopPageId}/${item.id}`}
                    shopPageId={item.shopPageId}
                    item={item}
                  />
                ))}
              </ul>
              <SearchPages
                page={page}
                pages={pages}
                searchOf={(n) => searchFor({ ...filters, q: text, page: n }, linkSearch)}
                onChoose={toResults}
              />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
