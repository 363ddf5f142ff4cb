import { ProductDialog } from "./ProductDialog";
import { ProductPage } from "./ProductPage";
import { useProductView } from "./product-view";

/**
 * A product's address, /{lang}/shop-pages/{id}/shops/{shopId}/products/{productId}: a dialog over its shop when
 * opened from a grid, else a page of its own (`product-view.ts`).
 */
export function ProductScreen() {
  return useProductView() === "dialog" ? <ProductDialog /> : <ProductPage />;
}
