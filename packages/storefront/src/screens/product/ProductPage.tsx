import { ScreenFailure, ScreenSkeleton } from "../ScreenState";
import { ProductDetails } from "./ProductDetails";
import { useProductItem } from "./useProductItem";

/**
 * A product as a page of its own, under its shop's breadcrumb: what a shared link, a reload or a search engine
 * shows (the server renders it whole, scripts or not).
 */
export function ProductPage() {
  const { shopPageId, query } = useProductItem();

  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError)
    return <ScreenFailure missing="product" error={query.error} onRetry={() => void query.refetch()} />;
  const item = query.data;
  return (
    <article aria-labelledby="product-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="product-title" className="font-heading font-semibold text-2xl text-fg sm:text-3xl">
          {item.title}
        </h1>
        {item.subtitle && <p className="text-fg-muted">{item.subtitle}</p>}
      </header>
      <ProductDetails shopPageId={shopPageId} item={item} view="page" />
    </article>
  );
}
