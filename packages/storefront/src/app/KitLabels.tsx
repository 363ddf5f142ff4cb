import { type KitLabelsInput, LabelsProvider } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useMemo } from "react";

/**
 * The kit's own texts (close and dismiss buttons, required marks, date fields, stock badges, cart totals), from the storefront's
 * catalogs, given once for every screen. Texts one place says differently (e.g. "Close the cart", "Remove one
 * Brunello") stay on that component's `labels`.
 */
export function KitLabels({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const labels = useMemo<KitLabelsInput>(
    () => ({
      close: t`Close`,
      dismiss: t`Dismiss`,
      notifications: t`Notifications`,
      required: t`required`,
      price: { was: t`Was`, now: t`Now` },
      memberPrice: {
        applied: t`Member price`,
        publicPrice: t`public price`,
        forMembers: t`for members`,
        membersOnly: t`Members only`,
      },
      productCard: {
        addToCart: t`Add to cart`,
        inStock: t`In stock`,
        lowStock: t`Only a few left`,
        outOfStock: t`Out of stock`,
      },
      quantityStepper: { updating: t`Updating cart…` },
      dateInput: { day: t`Day`, month: t`Month`, year: t`Year` },
      cartSummary: {
        subtotal: t`Subtotal`,
        discount: t`Discount`,
        shipping: t`Shipping`,
        total: t`Total`,
        memberSavings: t`Member savings (included)`,
        free: t`Free`,
        remove: (name) => t`Remove ${name}`,
        quantity: (quantity) => `× ${quantity}`,
      },
    }),
    [t],
  );
  return <LabelsProvider labels={labels}>{children}</LabelsProvider>;
}
