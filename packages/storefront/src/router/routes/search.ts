import type { ScreenRoute } from "../route";

/**
 * Search across the club's shop pages, with facets and sort in the address. Its results follow the typing: the
 * screen asks for them itself (screens/search/useSearchResults.ts), so the browser renders it.
 */
export const search = {
  area: "shop",
  rendering: "browser",
  personal: false,
  // The filters' names (screens/search/search-params.ts FILTER_NAMES), written out: the route table loads first.
  query: ["q", "type", "grape", "region", "vintage", "format", "priceMin", "priceMax", "sort", "page"],
} satisfies ScreenRoute;
