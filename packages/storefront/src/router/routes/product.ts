import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

/** A product's deep link: the dialog over its shop; its head carries the Product and its Offer. */
export const product = {
  path: "products/:productId",
  area: "shop",
  rendering: "server",
  personal: false,
  module: "screens/product/ProductDialog.tsx",
  component: lazyComponent(async () => (await import("../../screens/product/ProductDialog")).ProductDialog),
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
