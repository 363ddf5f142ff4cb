import type { Cart } from "@club/api-client";
import { CartSummary } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { FreeShippingNudge } from "../cart/FreeShippingNudge";
import { summaryLine } from "../cart/summary-line";
import { localeOf } from "../i18n/languages";
import { useLanguage } from "../router/useLanguage";
import { CouponField } from "./CouponField";

/**
 * The order as the server prices it for the chosen delivery, shipping option and coupon, with the coupon field.
 * Its code (the kit's summary, prices, the free-shipping nudge, the coupon lookup) loads beside the cart read, after
 * the first step's: it cannot show before the cart anyway.
 */
export function OrderSummary({
  cart,
  updating,
  shipping,
  onCoupon,
  giftFor,
}: {
  cart: Cart;
  updating: boolean;
  /** Pickup has no shipping line; shipping is "unknown" until a courier is chosen, never "Free" before then. */
  shipping: "pickup" | "unknown" | "priced";
  /** A valid coupon was entered ("" when there is none). */
  onCoupon: (code: string) => void;
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
          <CouponField onApply={onCoupon} />
        </>
      }
    />
  );
}
