import type { ItemKind, SearchSort } from "@club/api-client";

/** What a search asks: the address's query string (`?q=&type=red&sort=price`) read into one value. */
export interface SearchFilters {
  q: string;
  type: ItemKind[];
  grape: string[];
  region: string[];
  vintage: string[];
  format: string[];
  /** A price band in minor units, as the facet lists it: lowest included, highest excluded (none: open top). */
  priceMin?: number;
  priceMax?: number;
  sort?: SearchSort;
  /** The page of results, from 2 (the first is not written): the address names it, so a page can be shared. */
  page?: number;
}

export const LIST_FACETS = ["type", "grape", "region", "vintage", "format"] as const;
export type ListFacet = (typeof LIST_FACETS)[number];

const KINDS: readonly ItemKind[] = [
  "red",
  "white",
  "rose",
  "sparkling",
  "sweet",
  "oil",
  "cheese",
  "honey",
  "other",
];
const SORTS: readonly SearchSort[] = ["relevance", "name", "price", "price-desc", "vintage", "vintage-desc"];

/** Results per page: the most the platform answers at once. */
export const PAGE_SIZE = 48;
/** The last page the platform can answer (its `offset` stops at 10,000). */
export const LAST_PAGE = Math.floor(10000 / PAGE_SIZE) + 1;

/** How many pages `total` results make (at least one, at most LAST_PAGE). */
export const pageCount = (total: number) => Math.min(LAST_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE)));

/** The search box's longest query (the platform refuses longer ones). */
export const QUERY_MAX_LENGTH = 100;

/**
 * The query as the platform takes it: characters no search needs (`;`, `=`, `<`, `>`, `*`, `\`, …) become spaces
 * instead of a refused request, and it is cut to the platform's limit.
 */
export function searchableQuery(text: string): string {
  return text
    .replace(/[^\p{L}\p{M}\p{N}\s'’".,&()/+-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, QUERY_MAX_LENGTH);
}

const list = (params: URLSearchParams, name: string): string[] =>
  (params.get(name) ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);

const whole = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
};

/**
 * The filters an address names. Values the storefront knows cannot be valid (an unknown kind or sort, a price that
 * is not a whole number) are left out; grapes and regions are the platform's to judge.
 */
export function readFilters(search: string): SearchFilters {
  const params = new URLSearchParams(search);
  const sort = params.get("sort");
  const priceMin = whole(params.get("priceMin"));
  const priceMax = whole(params.get("priceMax"));
  const page = whole(params.get("page"));
  return {
    q: params.get("q") ?? "",
    type: list(params, "type").filter((value): value is ItemKind => KINDS.includes(value as ItemKind)),
    grape: list(params, "grape"),
    region: list(params, "region"),
    vintage: list(params, "vintage").filter((value) => /^\d{4}$/.test(value)),
    format: list(params, "format").filter((value) => /^\d+(\.\d+)?$/.test(value)),
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    ...(sort && SORTS.includes(sort as SearchSort) ? { sort: sort as SearchSort } : {}),
    ...(page !== undefined && page > 1 && page <= LAST_PAGE ? { page } : {}),
  };
}

/** The address's query string for the filters: empty ones are left out, lists are comma-separated. */
export function writeFilters(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const facet of LIST_FACETS) if (filters[facet].length) params.set(facet, filters[facet].join(","));
  if (filters.priceMin !== undefined) params.set("priceMin", String(filters.priceMin));
  if (filters.priceMax !== undefined) params.set("priceMax", String(filters.priceMax));
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.page !== undefined && filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

export const FILTER_NAMES = ["q", ...LIST_FACETS, "priceMin", "priceMax", "sort", "page"];

/**
 * The address's new query string for the filters, keeping whatever else it carries (the persisted `_token`):
 * what a shopper shares or bookmarks names the list they see.
 */
export function searchFor(filters: SearchFilters, current: string): string {
  const kept = new URLSearchParams(current);
  for (const name of FILTER_NAMES) kept.delete(name);
  const own = writeFilters(filters).slice(1);
  const rest = kept.toString();
  const text = [own, rest].filter(Boolean).join("&");
  return text ? `?${text}` : "";
}

/** Whether any filter beyond the query is chosen (what "clear filters" would remove). */
export function hasFacetFilters(filters: SearchFilters): boolean {
  return (
    LIST_FACETS.some((facet) => filters[facet].length > 0) ||
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined
  );
}

/** The same search from its first page: what a new query, filter or sort starts from. */
export function firstPage(filters: SearchFilters): SearchFilters {
  const { page: _page, ...rest } = filters;
  return rest;
}

/** The filters without any facet chosen: the query and the sort stay (and the list starts again at page 1). */
export function withoutFacets(filters: SearchFilters): SearchFilters {
  return {
    q: filters.q,
    type: [],
    grape: [],
    region: [],
    vintage: [],
    format: [],
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

/** The `GET /api/v2/search` query for the filters (the query cleaned up, empty parts not sent). */
export function searchQuery(filters: SearchFilters) {
  const q = searchableQuery(filters.q);
  return {
    ...(q ? { q } : {}),
    ...(filters.type.length ? { type: filters.type } : {}),
    ...(filters.grape.length ? { grape: filters.grape } : {}),
    ...(filters.region.length ? { region: filters.region } : {}),
    ...(filters.vintage.length ? { vintage: filters.vintage.map(Number) } : {}),
    ...(filters.format.length ? { format: filters.format.map(Number) } : {}),
    ...(filters.priceMin !== undefined ? { priceMin: filters.priceMin } : {}),
    ...(filters.priceMax !== undefined ? { priceMax: filters.priceMax } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    limit: PAGE_SIZE,
    ...(filters.page !== undefined && filters.page > 1 ? { offset: (filters.page - 1) * PAGE_SIZE } : {}),
  };
}
