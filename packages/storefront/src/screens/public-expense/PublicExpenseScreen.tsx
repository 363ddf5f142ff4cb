import { PageHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useQueries } from "../../app/context";
import { OwnerBuyAgain } from "../../buy-again/OwnerBuyAgain";
import { countryName } from "../../i18n/format";
import { StoreLink } from "../../router/navigation";
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
        {expense.gift && (
          <section
            aria-labelledby="order-gift"
            className="flex flex-col gap-2 rounded-card border border-border bg-surface-muted p-4"
          >
            <h2 id="order-gift" className="font-semibold text-fg">
              {t`A gift for ${expense.gift.recipientFirstName}`}
            </h2>
            {expense.gift.message ? (
              // The buyer's own words, shown as text with their line breaks (never as markup).
              <blockquote className="whitespace-pre-line break-words border-primary border-s-4 ps-3 text-fg text-sm italic">
                {expense.gift.message}
              </blockquote>
            ) : (
              <p className="text-fg-muted text-sm">{t`No gift message.`}</p>
            )}
            <StoreLink
              to={`/public/expenses/${expense.publicId}/packing-slip`}
              className="self-start font-semibold text-primary-ink text-sm underline underline-offset-4"
            >
              {t`Packing slip (no prices)`}
            </StoreLink>
          </section>
        )}
      </ExpenseView>
    </div>
  );
}
