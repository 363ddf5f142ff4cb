// @club/storefront: the storefront's routes, screens, hooks, catalogs and adapters, mounted by apps/web.

export { adapterSources, type CspSources } from "./adapters/csp";
export { afterNextPaint } from "./app/after-paint";
export type { ClubBootstrap } from "./app/bootstrap";
export { BOOTSTRAP_ELEMENT_ID, parseBootstrap, RUNTIME_CONFIG_PATH } from "./app/bootstrap";
export { documentTitle } from "./app/document-title";
export type { StorefrontRuntime } from "./app/runtime";
export { yieldToBrowser } from "./app/yield-to-browser";
export type { Language } from "./i18n/languages";
export { isLanguage, LANGUAGES } from "./i18n/languages";
