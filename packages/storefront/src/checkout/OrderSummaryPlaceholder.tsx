import { Skeleton, SkeletonText } from "@club/ui";
import { useLingui } from "@lingui/react/macro";

/**
 * The order summary's place while the summary's code loads (the first step paints without waiting for it): the card
 * and its heading as the summary draws them, a line and the totals as placeholders.
 */
export function OrderSummaryPlaceholder() {
  const { t } = useLingui();
  return (
    <section aria-busy="true" className="flex flex-col rounded-card border border-border bg-surface text-fg">
      <h2 className="border-border border-b px-5 py-4 font-heading font-semibold text-lg">{t`Your order`}</h2>
      <div className="flex gap-4 px-5 py-4">
        <Skeleton shape="block" className="size-16 shrink-0 sm:size-20" />
        <SkeletonText lines={2} className="flex-1" />
      </div>
      <SkeletonText lines={3} className="border-border border-t px-5 py-4" />
    </section>
  );
}
