import { isLanguage } from "@club/storefront/first-paint";

/**
 * The platform paths the storefront calls (the contract's paths, `packages/contract/openapi.yaml`; a test keeps
 * the two equal) and the storefront's page paths (app/routes.ts as React Router builds it: page-routes.test.ts keeps
 * the two equal). Logs and metrics name a request by its template, never by its ids or tokens: bounded label values,
 * nothing personal in a label.
 */
export const API_TEMPLATES = [
  "/api/v2/style",
  "/api/v2/theme",
  "/api/v2/config",
  "/api/v2/club",
  "/api/v2/club/meta",
  "/api/v2/profile",
  "/api/v2/profile/setup-intent",
  "/api/v2/profile/payment-methods/{paymentMethodId}",
  "/api/v2/email/request",
  "/api/v2/email/choose/{requestToken}",
  "/api/v2/email/confirm/{requestToken}",
  "/api/v2/password/request",
  "/api/v2/password/confirm/{requestToken}",
  "/api/v2/auth/signin",
  "/api/v2/auth/logout",
  "/api/v2/auth/signup",
  "/api/v2/auth/signup/{requestToken}",
  "/api/v2/shop-pages/{shopPageId}",
  "/api/v2/shop-pages/{shopPageId}/cart",
  "/api/v2/shop-pages/{shopPageId}/cart/data",
  "/api/v2/shop-pages/{shopPageId}/cart/listings",
  "/api/v2/shop-pages/{shopPageId}/checkout",
  "/api/v2/shop-pages/{shopPageId}/shops/{shopId}/shop-items/{shopItemId}",
  "/api/v2/search",
  "/api/v2/expenses",
  "/api/v2/expenses/{expenseId}/buy-again",
  "/api/v2/public/expenses/{expensePublicId}",
  "/api/v2/geo/countries",
  "/api/v2/geo/states",
  "/api/v2/geo/provinces",
  "/api/v2/coupons/{couponCode}/validate",
  "/api/v2/fidelity-programs",
  "/api/v2/fidelity-programs/{fidelityProgramId}/fidelity-prizes/{fidelityPrizeId}/redeem",
  "/api/v2/custom-components/{customComponentId}",
  "/api/v2/pages/{pageName}",
] as const;

export const PAGE_TEMPLATES = [
  "/",
  "/{lang}",
  "/{lang}/shop-pages/{shopPageId}",
  "/{lang}/shop-pages/{shopPageId}/shops/{shopId}",
  "/{lang}/shop-pages/{shopPageId}/shops/{shopId}/products/{productId}",
  "/{lang}/shop-pages/{shopPageId}/checkout",
  "/{lang}/shop-pages/{shopPageId}/checkout-complete",
  "/{lang}/public/expenses/{expensePublicId}/packing-slip",
  "/{lang}/public/expenses/{expensePublicId}",
  "/{lang}/login",
  "/{lang}/signup",
  "/{lang}/signup/{requestToken}",
  "/{lang}/password/confirm/{requestToken}",
  "/{lang}/email/change/{requestToken}",
  "/{lang}/email/confirm/{requestToken}",
  "/{lang}/profile",
  "/{lang}/fidelity-programs",
  "/{lang}/pages/{pageName}",
  "/{lang}/search",
] as const;

const FIXED = ["/healthz", "/readyz", "/metrics"];
const PREFIXES = ["/assets/", "/media/", "/sandbox-pay/"];

type Segments = string[];
const split = (path: string): Segments => path.split("/").filter(Boolean);
const compile = (templates: readonly string[]) =>
  templates.map((template) => [template, split(template)] as const);
const api = compile(API_TEMPLATES);
const pages = compile(PAGE_TEMPLATES);

function find(table: ReturnType<typeof compile>, segments: Segments): string | undefined {
  return table.find(
    ([, parts]) =>
      parts.length === segments.length &&
      parts.every((part, i) =>
        part === "{lang}" ? isLanguage(segments[i]) : part.startsWith("{") || part === segments[i],
      ),
  )?.[0];
}

/** The route a path belongs to: a template of the lists above, a fixed path, a prefix with `*`, or `unmatched`. */
export function routeTemplate(pathname: string): string {
  if (FIXED.includes(pathname)) return pathname;
  const segments = split(pathname);
  if (pathname.startsWith("/api/")) return find(api, segments) ?? "/api/*";
  for (const prefix of PREFIXES) if (pathname.startsWith(prefix)) return `${prefix}*`;
  return find(pages, segments) ?? "unmatched";
}
