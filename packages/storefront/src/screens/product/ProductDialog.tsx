import { Dialog, SkeletonText } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useStoreNavigate } from "../../router/navigation";
import { ScreenFailure } from "../ScreenState";
import { ProductDetails } from "./ProductDetails";
import { useProductItem } from "./useProductItem";

/** A product opened from a grid: a dialog over its shop; closing it goes back to the shop where it was. */
export function ProductDialog() {
  const { t } = useLingui();
  const { shopPageId, shopId, query } = useProductItem();
  const navigate = useStoreNavigate();
  const close = () => navigate(`/shop-pages/${shopPageId}/shops/${shopId}`, { preventScrollReset: true });
  const item = query.data;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      size="lg"
      title={item?.title ?? t`Product`}
      {...(item?.subtitle ? { description: item.subtitle } : {})}
    >
      {query.isPending && <SkeletonText lines={5} />}
      {query.isError && (
        <ScreenFailure
          missing="product"
          headingLevel={2}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {item && <ProductDetails shopPageId={shopPageId} item={item} view="dialog" />}
    </Dialog>
  );
}
