import type { ScreenRoute } from "../route";
import { shopPageWithCart } from "./shop-page-data";

/** A shop of a shop page (its route nests the product dialog). */
export const shop = {
  area: "shop",
  rendering: "server",
  personal: false,
  data: shopPageWithCart,
  head: ({ context, params, read, heads }) => {
    const page = read((queries) => queries.shopPage(context.language, params.shopPageId!));
    return page ? heads.shopHead(context, page, params.shopId!) : null;
  },
} satisfies ScreenRoute;
