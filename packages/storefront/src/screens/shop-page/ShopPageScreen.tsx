import { Button, PageHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useQueries } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";
import { ProductGrid } from "../ProductGrid";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";
import { ShopPageLayout } from "./ShopPageLayout";

/** A shop page: its shops, each with its items, and the shop page's cart. */
export function ShopPageScreen() {
  const { t } = useLingui();
  const { shopPageId = "" } = useParams();
  const queries = useQueries();
  const language = useLanguage();
  const query = useQuery(queries.shopPage(language, shopPageId));

  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError)
    return <ScreenFailure missing="shop" error={query.error} onRetry={() => void query.refetch()} />;
  const page = query.data;

  return (
    <ShopPageLayout shopPageId={shopPageId}>
      <PageHeader title={page.title} description={page.description} />
      <div className="flex flex-col gap-12">
        {page.shops.map((shop, index) => (
          <section key={shop.id} aria-labelledby={`shop-${shop.id}`} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="flex max-w-2xl flex-col gap-1">
                <h2 id={`shop-${shop.id}`} className="font-heading font-semibold text-2xl text-fg">
                  {shop.title}
                </h2>
                {shop.description && <p className="text-fg-muted">{shop.description}</p>}
              </div>
              <Button asChild variant="outline" size="sm">
                <StoreLink
                  to={`/shop-pages/${shopPageId}/shops/${shop.id}`}
                >{t`Open ${shop.title}`}</StoreLink>
              </Button>
            </div>
            <ProductGrid shopPageId={shopPageId} items={shop.items ?? []} first={index === 0} />
          </section>
        ))}
      </div>
    </ShopPageLayout>
  );
}
