import type { RouteDataContext } from "../route";

/** A shop page and each of its shops show the page's catalog beside its cart. */
export const shopPageWithCart = ({ queries, language, params, ensure, publicOnly }: RouteDataContext) =>
  Promise.all([
    ensure(queries.shopPage(language, params.shopPageId!)),
    // Personal: not on the server, nor while the browser hydrates its markup (the cart reads it after).
    publicOnly ? null : ensure(queries.cart(language, params.shopPageId!)),
  ]);
