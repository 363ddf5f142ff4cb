import { EmptyState, PageHeader, SearchIcon } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useOutlet, useParams } from "react-router";
import { useQueries } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";
import { ProductGrid } from "../ProductGrid";
import { useProductView } from "../product/product-view";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";
import { ShopPageLayout } from "../shop-page/ShopPageLayout";

/**
 * A shop within its shop page: the shop's items and the cart. A product opened from the grid is a dialog over it;
 * a product reached any other way is a page of its own under the shop's breadcrumb, in the grid's place.
 */
export function ShopScreen() {
  const { t } = useLingui();
  const { shopPageId = "", shopId = "" } = useParams();
  const queries = useQueries();
  const language = useLanguage();
  const query = useQuery(queries.shopPage(language, shopPageId));
  const product = useOutlet();
  const view = useProductView();
  const productPage = product !== null && view === "page";

  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError)
    return <ScreenFailure missing="shop" error={query.error} onRetry={() => void query.refetch()} />;
  const page = query.data;
  const shop = page.shops.find((candidate) => candidate.id === shopId);

  return (
    <ShopPageLayout shopPageId={shopPageId}>
      <nav aria-label={t`Breadcrumb`} className="mb-3 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <StoreLink
              to={`/shop-pages/${shopPageId}`}
              className="font-semibold text-primary-ink hover:underline"
            >
              {page.title}
            </StoreLink>
          </li>
          {shop && productPage && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="text-fg-muted">
                /
              </span>
              <StoreLink
                to={`/shop-pages/${shopPageId}/shops/${shopId}`}
                className="font-semibold text-primary-ink hover:underline"
              >
                {shop.title}
              </StoreLink>
            </li>
          )}
        </ol>
      </nav>
      {shop && productPage ? (
        product
      ) : shop ? (
        <>
          <PageHeader title={shop.title} description={shop.description} />
          <ProductGrid shopPageId={shopPageId} items={shop.items ?? []} headingLevel={2} first />
          {product}
        </>
      ) : (
        <EmptyState
          headingLevel={1}
          icon={<SearchIcon />}
          title={t`Shop not found`}
          description={t`This shop does not exist, or is no longer open.`}
        />
      )}
    </ShopPageLayout>
  );
}
