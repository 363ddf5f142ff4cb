/**
 * What the storefront's screens say of an address once React Router has matched it (each route module's `handle`):
 * for the web server's page cache, robots.txt and noindex, and the catalogs a page loads.
 */

export type { RouteDataContext, RouteHeadContext, ScreenRoute } from "./route";
export {
  canonicalQuery,
  catalogAreasOf,
  isPersonal,
  type MatchedRoute,
  renderedQuery,
  screensOf,
} from "./screens-of";
