// @club/storefront/framework/request: what the app's server entry makes each framework-mode request's context with.
export { createRequestRuntime, type RuntimeRequest, requestStorefront } from "./request-runtime";
export type { PageRequest, RequestStorefront, StorefrontLoadContext } from "./request-storefront";
export { installServerHtmlParser } from "./server-html";
