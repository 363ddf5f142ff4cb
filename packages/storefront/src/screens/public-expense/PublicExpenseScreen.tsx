import { PageHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useQueries } from "../../app/context";
import { OwnerBuyAgain } from "../../buy-again/OwnerBuyAgain";
import { countryName } from "../../i18n/format";
import { useLanguage } from "../../router/useLanguage";
import { ExpenseView } from "../ExpenseView";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";

/** The public expense page (/{lang}/public/expenses/{expensePublicId}): an order anyone with the link can see. */
export function PublicExpenseScreen() {
  const { t } = useLingui();
  const { expensePublicId = "" } = useParams();
  const queries = useQueries();
  const language = useLanguage();
  const query = useQuery(queries.publicExpense(language, expensePublicId));
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError)
    return <ScreenFailure missing="order" error={query.error} onRetry={() => void query.refetch()} />;
  const expense = query.data;
  const name = expense.customerFirstName;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={expense.shopPage.title}
        title={t`Order ${expense.number}`}
        description={name ? t`Placed by ${name}` : undefined}
      />
      <OwnerBuyAgain expenseId={expense.id} number={expense.number} />
      <ExpenseView expense={expense}>
        {expense.destination ? (
          <p className="text-fg text-sm">
            {t`Shipping to ${expense.destination.city} (${countryName(expense.destination.country, language)})`}
          </p>
        ) : expense.pickupAddress ? (
          <p className="text-fg text-sm">{t`Pickup at ${expense.pickupAddress}`}</p>
        ) : null}
      </ExpenseView>
    </div>
  );
}
