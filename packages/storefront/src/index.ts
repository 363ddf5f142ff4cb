// @club/storefront: the storefront's routes, screens, hooks, catalogs and adapters, mounted by apps/web.

export { adapterSources, type CspSources } from "./adapters/csp";
export { afterNextPaint } from "./app/after-paint";
export type { ClubBootstrap } from "./app/bootstrap";
export { BOOTSTRAP_ELEMENT_ID, parseBootstrap, RUNTIME_CONFIG_PATH } from "./app/bootstrap";
export type { MountedStorefront, StorefrontInstance } from "./app/createStorefront";
export { createStorefront, mountStorefront } from "./app/createStorefront";
export { documentTitle } from "./app/document-title";
export type { StorefrontRuntime } from "./app/runtime";
export { Storefront } from "./app/Storefront";
export { yieldToBrowser } from "./app/yield-to-browser";
export type { Language } from "./i18n/languages";
export { isLanguage, LANGUAGES } from "./i18n/languages";
