import type { ExpenseFulfilment, ExpenseStatus } from "@club/api-client";
import type { BadgeTone } from "@club/ui";
import { useLingui } from "@lingui/react/macro";

/** An order's status as the visitor reads it, in the page's language. */
export function useExpenseStatuses(): Record<ExpenseStatus, string> {
  const { t } = useLingui();
  return {
    pending_payment: t`Awaiting payment`,
    paid: t`Paid`,
    awaiting_pickup_payment: t`To pay at pickup`,
    fulfilled: t`Completed`,
    cancelled: t`Cancelled`,
    refunded: t`Refunded`,
  };
}

/** Where an order's goods are, beside its status, in the page's language. */
export function useExpenseFulfilments(): Record<ExpenseFulfilment, string> {
  const { t } = useLingui();
  return {
    shipped: t`Shipped`,
    delivered: t`Delivered`,
    ready_for_pickup: t`Ready for pickup`,
    collected: t`Collected`,
  };
}

/** How a status looks: money still owed is a warning, a closed order without a sale an error. */
export const STATUS_TONES: Record<ExpenseStatus, BadgeTone> = {
  pending_payment: "warning",
  paid: "success",
  awaiting_pickup_payment: "warning",
  fulfilled: "success",
  cancelled: "error",
  refunded: "error",
};
