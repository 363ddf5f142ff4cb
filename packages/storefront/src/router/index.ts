/**
 * The route manifest and what it answers about an address (architecture §2), for the web server: which addresses
 * are screens, which are one person's, which chunks and catalogs a page needs, its head.
 */

export { IDLE_PARTS } from "../shell/idle-parts";
export {
  areaScreens,
  canonicalQuery,
  catalogAreasFor,
  entriesOf,
  inlinedDataScreen,
  isPersonalPath,
  isScreenPath,
  matchScreen,
  personalPathPatterns,
  renderedQuery,
  screenModulesFor,
  serverRenderedScreen,
} from "./lookup";
export { MANIFEST, type RouteManifest } from "./manifest";
export { type PageQuery, pageQuery } from "./page-query";
export type { RouteDataContext, RouteHeadContext, ScreenRoute } from "./route";
export { type HeadRead, routeHead } from "./route-head";
