import { EmptyState, PageHeader, SearchIcon } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useParams } from "react-router";
import { useQueries } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";
import { ProductGrid } from "../ProductGrid";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";
import { ShopPageLayout } from "../shop-page/ShopPageLayout";

/** A shop within its shop page: the shop's items and the cart; the product dialog opens over it. */
export function ShopScreen() {
  const { t } = useLingui();
  const { shopPageId = "", shopId = "" } = useParams();
  const queries = useQueries();
  const language = useLanguage();
  const query = useQuery(queries.shopPage(language, shopPageId));
  // A product's dialog over the shop names the product instead.

  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError)
    return <ScreenFailure missing="shop" error={query.error} onRetry={() => void query.refetch()} />;
  const page = query.data;
  const shop = page.shops.find((candidate) => candidate.id === shopId);

  return (
    <ShopPageLayout shopPageId={shopPageId}>
      <nav aria-label={t`Breadcrumb`} className="mb-3 text-sm">
        <StoreLink
          to={`/shop-pages/${shopPageId}`}
          className="font-semibold text-primary-ink hover:underline"
        >
          {page.title}
        </StoreLink>
      </nav>
      {shop ? (
        <>
          <PageHeader title={shop.title} description={shop.description} />
          <ProductGrid shopPageId={shopPageId} items={shop.items ?? []} headingLevel={2} first />
          <Outlet />
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
