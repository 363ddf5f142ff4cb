import type { ExpenseSummary } from "@club/api-client";
import { Alert, CartSummary } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { summaryLine } from "../cart/summary-line";
import { formatDate } from "../i18n/format";
import { localeOf } from "../i18n/languages";
import { useLanguage } from "../router/useLanguage";
import { ExpenseStatusBadges } from "./ExpenseStatusBadges";

/** An order: number, date, status, lines and totals. */
export function ExpenseView({ expense, children }: { expense: ExpenseSummary; children?: ReactNode }) {
  const { t } = useLingui();
  const locale = localeOf(useLanguage());
  const number = expense.number;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <div>
          <dt className="text-fg-muted">{t`Order`}</dt>
          <dd className="font-semibold text-fg">{number}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t`Date`}</dt>
          <dd className="text-fg">{formatDate(expense.createdAt, locale)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t`Status`}</dt>
          <dd>
            <ExpenseStatusBadges expense={expense} />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t`Delivery`}</dt>
          <dd className="text-fg">
            {expense.shippingMode === "pickup" ? t`Pickup` : (expense.listingName ?? t`Shipping`)}
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t`Document`}</dt>
          <dd className="text-fg" data-testid="expense-document">
            {expense.billingMode === "invoice" ? t`Invoice requested` : t`Receipt`}
          </dd>
        </div>
      </dl>
      {expense.status === "pending_payment" && (
        <Alert tone="warning">
          {t`The payment for this order is not complete yet. If it is not completed, the order is cancelled and nothing is charged.`}
        </Alert>
      )}
      {children}
      <CartSummary
        title={t`Summary`}
        headingLevel={2}
        locale={locale}
        lines={expense.lines.map((line, index) =>
          summaryLine({ ...line, id: line.shopItemId ?? String(index), total: line.lineTotal }, locale),
        )}
        totals={{
          subtotal: expense.subtotal,
          ...(expense.discount.amount ? { discount: expense.discount } : {}),
          ...(expense.shippingMode === "shipping" ? { shipping: expense.shippingCost } : {}),
          total: expense.total,
        }}
      />
    </div>
  );
}
