import { initialShippingMode } from "../../checkout/shipping-mode";
import type { ScreenRoute } from "../route";

/**
 * Checkout of a shop page's cart: one person's, its data read in the browser. Its first step paints with the public
 * reads (the shop page, the countries: inlined in the page by the web server), the member's profile and the cart,
 * read beside them: the cart decides what the screen is, its first step or "Your cart is empty", so the step never
 * shows first to a visitor whose cart is empty. The server renders the first step only for a browser whose cart
 * hint (`cart/cart-hint.ts`) says the cart has lines, else the loading screen. Its later steps come with its code,
 * and their messages with its own.
 */
export const checkout = {
  area: "checkout",
  rendering: "browser",
  inlineData: true,
  personal: true,
  data: ({ queries, language, params, ensure, publicOnly }) => {
    const shopPageId = params.shopPageId!;
    const shopPage = ensure(queries.shopPage(language, shopPageId));
    return Promise.all([
      shopPage,
      ensure(queries.countries(language)),
      // A member's details decide the first step's fields (the birth date is asked only when the profile has none).
      publicOnly ? null : ensure(queries.profile(language)),
      // Personal: never on the server. Read with the pricing context the checkout starts with; the shop page is
      // inlined in the page, so this starts at once.
      publicOnly
        ? null
        : shopPage.then((page) =>
            ensure(queries.cart(language, shopPageId, { shippingMode: initialShippingMode(page) })),
          ),
    ]);
  },
} satisfies ScreenRoute;
