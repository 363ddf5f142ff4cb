import type { Expense } from "@club/api-client";
import { Badge, Card, CardHeader, EmptyState, formatMoney, Skeleton, Table } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useQueries } from "../../app/context";
import { BuyAgainButton } from "../../buy-again/BuyAgainButton";
import { formatDate } from "../../i18n/format";
import { localeOf } from "../../i18n/languages";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";
import { ExpenseStatusBadges } from "../ExpenseStatusBadges";
import { ScreenFailure } from "../ScreenState";

/**
 * The member's orders: number, date, status, total and a link to each order's public page; a gift says for whom
 * and links its packing slip.
 */
export function ExpensesCard() {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const locale = localeOf(language);
  const expenses = useQuery(queries.expenses(language));
  return (
    <Card as="section" aria-labelledby="profile-orders" className="flex flex-col gap-4">
      <CardHeader title={<span id="profile-orders">{t`Your orders`}</span>} headingLevel={2} />
      {expenses.isPending ? (
        <Skeleton shape="block" className="h-32" />
      ) : expenses.isError ? (
        <ScreenFailure error={expenses.error} onRetry={() => void expenses.refetch()} />
      ) : (
        <Table<Expense>
          caption={t`Your orders`}
          hideCaption
          rows={expenses.data?.items ?? []}
          rowKey={(row) => row.id}
          empty={<EmptyState title={t`No orders yet`} description={t`Your orders will be listed here.`} />}
          columns={[
            {
              id: "number",
              header: t`Order`,
              cell: (row) => (
                <div className="flex flex-col items-start gap-1">
                  <StoreLink
                    to={`/public/expenses/${row.publicId}`}
                    className="font-semibold text-primary-ink underline underline-offset-4"
                  >
                    {row.number}
                  </StoreLink>
                  {row.gift && (
                    <>
                      <Badge tone="info">{t`Gift for ${row.gift.recipient.firstName}`}</Badge>
                      <StoreLink
                        to={`/public/expenses/${row.publicId}/packing-slip`}
                        className="text-primary-ink text-xs underline underline-offset-4"
                        aria-label={t`Packing slip of order ${row.number}`}
                      >
                        {t`Packing slip`}
                      </StoreLink>
                    </>
                  )}
                </div>
              ),
            },
            {
              id: "date",
              header: t`Date`,
              cell: (row) => formatDate(row.createdAt, locale),
            },
            { id: "shop", header: t`Shop`, cell: (row) => row.shopPage.title },
            {
              id: "status",
              header: t`Status`,
              cell: (row) => <ExpenseStatusBadges expense={row} />,
            },
            { id: "total", header: t`Total`, numeric: true, cell: (row) => formatMoney(row.total, locale) },
            {
              id: "again",
              header: t`Buy again`,
              cell: (row) => <BuyAgainButton expenseId={row.id} number={row.number} />,
            },
          ]}
        />
      )}
    </Card>
  );
}
