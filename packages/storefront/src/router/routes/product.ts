import type { ScreenRoute } from "../route";

/** A product: its own page on arrival, a dialog over its shop when opened from a grid; its head carries the Product and its Offer. */
export const product = {
  path: "products/:productId",
  area: "shop",
  rendering: "server",
  personal: false,
  module: "screens/product/ProductScreen.tsx",
  data: ({ queries, language, params, ensure }) =>
    ensure(queries.shopItem(language, params.shopPageId!, params.shopId!, params.productId!)),
  head: ({ context, params, read, heads }) => {
    const { language } = context;
    const page = read((queries) => queries.shopPage(language, params.shopPageId!));
    const item = read((queries) =>
      queries.shopItem(language, params.shopPageId!, params.shopId!, params.productId!),
    );
    return page && item ? heads.productHead(context, page, item) : null;
  },
} satisfies ScreenRoute;
