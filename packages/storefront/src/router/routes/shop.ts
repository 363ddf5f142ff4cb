import type { ScreenRoute } from "../route";
import { product } from "./product";
import { shopPageWithCart } from "./shop-page-data";

/** A shop of a shop page, with the product dialog nested on it. */
export const shop = {
  path: "shop-pages/:shopPageId/shops/:shopId",
  area: "shop",
  rendering: "server",
  personal: false,
  module: "screens/shop/ShopScreen.tsx",
  data: shopPageWithCart,
  head: ({ context, params, read, heads }) => {
    const page = read((queries) => queries.shopPage(context.language, params.shopPageId!));
    return page ? heads.shopHead(context, page, params.shopId!) : null;
  },
  children: [product],
} satisfies ScreenRoute;
