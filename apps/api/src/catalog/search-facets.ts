import type { ItemKind } from "../db/schema/catalog.js";

/** What filtering, faceting and sorting need of one candidate item (the text match already applied). */
export interface Candidate {
  itemId: string;
  shopPageId: string;
  name: string;
  kind: ItemKind | null;
  grapes: string[];
  region: string | null;
  vintage: number | null;
  format: number | null;
  price: number;
  rank: number;
}

export interface Filters {
  type?: ItemKind[];
  grape?: string[];
  region?: string[];
  vintage?: number[];
  format?: number[];
  priceMin?: number;
  priceMax?: number;
}

export type Sort = "relevance" | "name" | "price" | "price-desc" | "vintage" | "vintage-desc";
type Facet = "type" | "grape" | "region" | "vintage" | "format" | "price";

/** Price bands in minor units: [min, max) with an open top band. */
export const PRICE_BANDS: Array<[number, number | null]> = [
  [0, 1500],
  [1500, 3000],
  [3000, 5000],
  [5000, null],
];

// One collator for every comparison: localeCompare with options builds a new one per call, which dominated the
// time of a search over thousands of candidates.
const collator = new Intl.Collator("it", { sensitivity: "base" });
const key = (text: string) => text.toLocaleLowerCase("it").normalize("NFD").replace(/\p{M}/gu, "");

/** The filters as sets, text values case- and accent-folded, so each candidate is checked in constant time. */
function prepare(filters: Filters) {
  const set = <T>(values: T[] | undefined) => (values?.length ? new Set(values) : undefined);
  return {
    type: set(filters.type),
    grape: set(filters.grape?.map(key)),
    region: set(filters.region?.map(key)),
    vintage: set(filters.vintage),
    format: set(filters.format),
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
  };
}
type Prepared = ReturnType<typeof prepare>;
interface Keyed extends Candidate {
  grapeKeys: string[];
  regionKey: string | null;
}

/** Whether a candidate passes every filter but `skip`'s (a facet's counts ignore its own filter). */
function passes(candidate: Keyed, filters: Prepared, skip?: Facet): boolean {
  const { type, grape, region, vintage, format, priceMin, priceMax } = filters;
  if (skip !== "type" && type && !(candidate.kind && type.has(candidate.kind))) return false;
  if (skip !== "grape" && grape && !candidate.grapeKeys.some((g) => grape.has(g))) return false;
  if (skip !== "region" && region && !(candidate.regionKey && region.has(candidate.regionKey))) return false;
  if (skip !== "vintage" && vintage && !(candidate.vintage && vintage.has(candidate.vintage))) return false;
  if (skip !== "format" && format && !(candidate.format && format.has(candidate.format))) return false;
  if (skip !== "price" && priceMin !== undefined && candidate.price < priceMin) return false;
  if (skip !== "price" && priceMax !== undefined && candidate.price > priceMax) return false;
  return true;
}

function counts<T extends string | number>(values: T[]): Array<{ value: T; count: number }> {
  const tally = new Map<T, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return [...tally].map(([value, count]) => ({ value, count }));
}

const byCount = <T extends string | number>(a: { value: T; count: number }, b: { value: T; count: number }) =>
  b.count - a.count || collator.compare(String(a.value), String(b.value));

const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : (a - b) * direction;

const ORDER: Record<Sort, (a: Candidate, b: Candidate) => number> = {
  relevance: (a, b) => b.rank - a.rank,
  name: () => 0,
  price: (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  vintage: (a, b) => nullsLast(a.vintage, b.vintage, 1),
  "vintage-desc": (a, b) => nullsLast(a.vintage, b.vintage, -1),
};

/** Filters, facets (each counted under every other filter) and sorts the candidates; ties go by name, then id. */
export function facetAndSort(found: Candidate[], filters: Filters, sort: Sort) {
  const prepared = prepare(filters);
  const candidates: Keyed[] = found.map((candidate) => ({
    ...candidate,
    grapeKeys: candidate.grapes.map(key),
    regionKey: candidate.region === null ? null : key(candidate.region),
  }));
  const matching = candidates.filter((candidate) => passes(candidate, prepared));
  const under = (facet: Facet) => candidates.filter((candidate) => passes(candidate, prepared, facet));
  const priced = under("price");
  const facets = {
    type: counts(under("type").flatMap((c) => (c.kind ? [c.kind] : []))).sort(byCount),
    grape: counts(under("grape").flatMap((c) => c.grapes)).sort(byCount),
    region: counts(under("region").flatMap((c) => (c.region ? [c.region] : []))).sort(byCount),
    vintage: counts(under("vintage").flatMap((c) => (c.vintage ? [c.vintage] : []))).sort(
      (a, b) => b.value - a.value,
    ),
    format: counts(under("format").flatMap((c) => (c.format ? [c.format] : []))).sort(
      (a, b) => a.value - b.value,
    ),
    price: PRICE_BANDS.map(([min, max]) => ({
      min,
      max,
      count: priced.filter((c) => c.price >= min && (max === null || c.price < max)).length,
    })),
  };
  const items = matching.sort(
    (a, b) => ORDER[sort](a, b) || collator.compare(a.name, b.name) || (a.itemId < b.itemId ? -1 : 1),
  );
  return { items, facets };
}
