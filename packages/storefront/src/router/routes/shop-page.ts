import type { ScreenRoute } from "../route";
import { shopPageWithCart } from "./shop-page-data";

/** A shop page: its shops and their items, beside the cart. */
export const shopPage = {
  area: "shop",
  rendering: "server",
  personal: false,
  data: shopPageWithCart,
  head: ({ context, params, read, heads }) => {
    const page = read((queries) => queries.shopPage(context.language, params.shopPageId!));
    return page ? heads.shopPageHead(context, page) : null;
  },
} satisfies ScreenRoute;
