import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

/**
 * Checkout of a shop page's cart: one person's, rendered in the browser. Its first step paints with the public
 * reads (the shop page, the countries: inlined in the page by the web server) and the member's profile; the cart,
 * read beside them, fills the order summary when it comes. The later steps, and the bank's challenge, load on idle
 * with their own messages.
 */
export const checkout = {
  path: "shop-pages/:shopPageId/checkout",
  area: "checkout",
  rendering: "browser",
  inlineData: true,
  personal: true,
  module: "checkout/CheckoutScreen.tsx",
  component: lazyComponent(async () => (await import("../../checkout/CheckoutScreen")).CheckoutScreen),
  later: {
    area: "checkout-steps",
    // The sandbox's card field is a chunk of its own, preloaded beside the later steps.
    modules: ["checkout/later.ts", "adapters/payments/SandboxCardField.tsx"],
  },
  data: ({ queries, language, params, ensure, publicOnly }) => {
    const shopPageId = params.shopPageId!;
    // Personal: never on the server. Started now, waited for by nobody: the summary shows a placeholder till then.
    if (!publicOnly) void ensure(queries.cart(language, shopPageId, { shippingMode: "shipping" }));
    return Promise.all([
      ensure(queries.shopPage(language, shopPageId)),
      ensure(queries.countries(language)),
      // A member's details decide the first step's fields (the birth date is asked only when the profile has none).
      publicOnly ? null : ensure(queries.profile(language)),
    ]);
  },
} satisfies ScreenRoute;
