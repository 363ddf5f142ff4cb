import type { ExpenseSummary } from "@club/api-client";
import { useLingui } from "@lingui/react/macro";

/** An order's status as the visitor reads it, in the page's language. */
export function useExpenseStatuses(): Record<ExpenseSummary["status"], string> {
  const { t } = useLingui();
  return {
    paid: t`Paid`,
    awaiting_pickup_payment: t`To pay at pickup`,
    shipped: t`Shipped`,
    delivered: t`Delivered`,
    ready_for_pickup: t`Ready for pickup`,
    collected: t`Collected`,
    cancelled: t`Cancelled`,
    refunded: t`Refunded`,
  };
}
