// @club/storefront/framework/request: what the web server gives each framework-mode request (no screen code).
export { createRequestRuntime, type RuntimeRequest } from "./request-runtime";
export type { RequestStorefront, StorefrontLoadContext } from "./request-storefront";
export { installServerHtmlParser } from "./server-html";
