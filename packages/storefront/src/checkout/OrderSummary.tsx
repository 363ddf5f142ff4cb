import type { Cart } from "@club/api-client";
import { CartSummary } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatMeasure } from "../i18n/format";
import { localeOf } from "../i18n/languages";
import { useLanguage } from "../router/useLanguage";

/** The order as the server prices it for the chosen delivery, shipping option and coupon. */
export function OrderSummary({
  cart,
  updating,
  shipping,
  footer,
}: {
  cart: Cart;
  updating: boolean;
  /** Pickup has no shipping line; shipping is "unknown" until a courier is chosen, never "Free" before then. */
  shipping: "pickup" | "unknown" | "priced";
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = localeOf(useLanguage());
  return (
    <CartSummary
      title={t`Your order`}
      locale={locale}
      updating={updating}
      lines={cart.lines.map((line) => {
        const measure = formatMeasure(line, locale);
        return {
          id: line.shopItemId,
          name: line.title,
          ...(measure ? { meta: measure } : {}),
          ...(line.image ? { image: { src: line.image.url, alt: line.image.alt } } : {}),
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.lineTotal,
        };
      })}
      totals={{
        subtotal: cart.subtotal,
        ...(cart.discount.amount ? { discount: cart.discount } : {}),
        ...(shipping === "priced" ? { shipping: cart.shippingCost } : {}),
        ...(shipping === "unknown" ? { shipping: null } : {}),
        total: cart.total,
      }}
      labels={{
        subtotal: t`Subtotal`,
        discount: t`Discount`,
        shipping: t`Shipping`,
        total: t`Total`,
        free: t`Free`,
        shippingPending: t`Calculated at the shipping step`,
        quantity: (quantity) => `× ${quantity}`,
      }}
      footer={footer}
    />
  );
}
