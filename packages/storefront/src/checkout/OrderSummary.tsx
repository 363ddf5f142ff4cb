import type { Cart } from "@club/api-client";
import { CartSummary, Skeleton, SkeletonText } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FreeShippingNudge } from "../cart/FreeShippingNudge";
import { summaryLine } from "../cart/summary-line";
import { localeOf } from "../i18n/languages";
import { useLanguage } from "../router/useLanguage";

/** The order as the server prices it for the chosen delivery, shipping option and coupon. */
export function OrderSummary({
  cart,
  updating,
  shipping,
  footer,
  giftFor,
}: {
  cart: Cart;
  updating: boolean;
  /** Pickup has no shipping line; shipping is "unknown" until a courier is chosen, never "Free" before then. */
  shipping: "pickup" | "unknown" | "priced";
  footer?: ReactNode;
  /** A gift order: the recipient's name, said above the coupon. */
  giftFor?: string | null;
}) {
  const { t } = useLingui();
  const locale = localeOf(useLanguage());
  return (
    <CartSummary
      title={t`Your order`}
      locale={locale}
      updating={updating}
      lines={cart.lines.map((line) =>
        summaryLine({ ...line, id: line.shopItemId, total: line.lineTotal }, locale),
      )}
      totals={{
        subtotal: cart.subtotal,
        ...(cart.memberSavings ? { memberSavings: cart.memberSavings } : {}),
        ...(cart.discount.amount ? { discount: cart.discount } : {}),
        ...(shipping === "priced" ? { shipping: cart.shippingCost } : {}),
        ...(shipping === "unknown" ? { shipping: null } : {}),
        total: cart.total,
      }}
      notices={cart.freeShipping ? <FreeShippingNudge cart={cart} /> : undefined}
      labels={{ shippingPending: t`Calculated at the shipping step` }}
      footer={
        <>
          {giftFor && (
            <p className="mb-3 rounded-control bg-surface-muted px-3 py-2 font-semibold text-fg text-sm">
              {t`Gift for ${giftFor}`}
            </p>
          )}
          {footer}
        </>
      }
    />
  );
}

/**
 * The order summary's place while the cart is read (the first step paints without waiting for it): the card and its
 * heading as the summary draws them, a line and the totals as placeholders.
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
