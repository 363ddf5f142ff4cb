import type { ShopItem } from "@club/api-client";

/** A bottle of the demo's red in stock at its public price; `overrides` make it another item. */
export const shopItem = (overrides: Partial<ShopItem> = {}): ShopItem => ({
  id: "toscana-sangiovese-2022",
  shopId: "cantina-rossi",
  productId: "toscana-sangiovese-2022",
  title: "Toscana Sangiovese IGT 2022",
  productType: "wine",
  format: 0.75,
  weight: null,
  price: { amount: 1200, currency: "EUR" },
  stock: 300,
  available: true,
  maxPerOrder: null,
  images: [],
  badges: [],
  ...overrides,
});
