// @club/storefront/framework: what apps/web's React Router route modules and entries wire the storefront with.

export { BOOTSTRAP_ELEMENT_ID, loadBootstrap } from "../app/bootstrap";
export { LanguageRoot } from "../app/LanguageRoot";
export { LoadingFallback } from "../app/LoadingFallback";
export { RenderError, RootFrame, RootNotFound } from "../app/RouteError";
export { THEME_STYLE_ELEMENT_ID } from "../app/theme-style";
export { hasCartLines } from "../cart/cart-hint";
export { isLanguage } from "../i18n/languages";
export { NotFoundScreen } from "../router/NotFoundScreen";
export { catalogAreasOf, screensOf } from "../router/screens-of";
export { browserRuntime, createBrowserRuntime, pageBootstrap } from "./browser-runtime";
export { CATALOGS_ELEMENT_NAME, pageCatalogs, pageI18n } from "./page-i18n";
export { createRequestRuntime, type RuntimeRequest } from "./request-runtime";
export type { RequestStorefront, StorefrontLoadContext } from "./request-storefront";
export { clientLoader, languageLayout, type RouteData, serverLoader } from "./route-data";
export { headMeta, routeMeta } from "./route-meta";
export { StorefrontOutlet } from "./StorefrontOutlet";
export { StorefrontProviders } from "./StorefrontProviders";
export * as screenRoutes from "./screen-routes";
