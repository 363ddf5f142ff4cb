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

const same = (a: string, b: string) => a.localeCompare(b, "it", { sensitivity: "base" }) === 0;

/** Whether a candidate passes every filter but `skip`'s (a facet's counts ignore its own filter). */
function passes(candidate: Candidate, filters: Filters, skip?: Facet): boolean {
  const { type, grape, region, vintage, format, priceMin, priceMax } = filters;
  if (skip !== "type" && type?.length && !(candidate.kind && type.includes(candidate.kind))) return false;
  if (skip !== "grape" && grape?.length && !candidate.grapes.some((g) => grape.some((w) => same(g, w))))
    return false;
  if (
    skip !== "region" &&
    region?.length &&
    !(candidate.region && region.some((r) => same(r, candidate.region!)))
  )
    return false;
  if (skip !== "vintage" && vintage?.length && !(candidate.vintage && vintage.includes(candidate.vintage)))
    return false;
  if (skip !== "format" && format?.length && !(candidate.format && format.includes(candidate.format)))
    return false;
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
  b.count - a.count || String(a.value).localeCompare(String(b.value), "it");

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
export function facetAndSort(candidates: Candidate[], filters: Filters, sort: Sort) {
  const matching = candidates.filter((candidate) => passes(candidate, filters));
  const under = (facet: Facet) => candidates.filter((candidate) => passes(candidate, filters, facet));
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
    (a, b) => ORDER[sort](a, b) || a.name.localeCompare(b.name, "it") || a.itemId.localeCompare(b.itemId),
  );
  return { items, facets };
}
