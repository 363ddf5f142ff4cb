import type { ScreenRoute } from "../route";
import { shop } from "./shop";

/** A product: its own page on arrival, a dialog over its shop when opened from a grid; its head carries the Product and its Offer. */
export const product = {
  area: "shop",
  rendering: "server",
  personal: false,
  data: ({ queries, language, params, ensure }) =>
    ensure(queries.shopItem(language, params.shopPageId!, params.shopId!, params.productId!)),
  head: ({ context, params, read, heads }) => {
    const { language } = context;
    const page = read((queries) => queries.shopPage(language, params.shopPageId!));
    const item = read((queries) =>
      queries.shopItem(language, params.shopPageId!, params.shopId!, params.productId!),
    );
    // A product that can't be read keeps its shop's head (it shows over the shop).
    return page && item
      ? heads.productHead(context, page, item)
      : shop.head({ context, params, read, heads });
  },
} satisfies ScreenRoute;
