import { Button, PackingSlip } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useQueries } from "../../app/context";
import { countryName, formatDate, formatMeasure } from "../../i18n/format";
import { localeOf } from "../../i18n/languages";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";

/**
 * An order's packing slip (/{lang}/public/expenses/{expensePublicId}/packing-slip): what goes in the parcel, for
 * whom, and a gift's message, with no price or total anywhere (issue 17). Made to be printed: the shell's bar and
 * footer and this screen's own buttons are hidden on paper. It reads the public order, so it says no more about
 * the people than the order page does (first names, city and country).
 */
export function PackingSlipScreen() {
  const { t } = useLingui();
  const { expensePublicId = "" } = useParams();
  const queries = useQueries();
  const language = useLanguage();
  const locale = localeOf(language);
  const query = useQuery(queries.publicExpense(language, expensePublicId));
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError)
    return <ScreenFailure missing="order" error={query.error} onRetry={() => void query.refetch()} />;
  const expense = query.data;
  const { gift, destination } = expense;
  const place = destination
    ? `${destination.city}, ${countryName(destination.country, language)}`
    : (expense.pickupAddress ?? undefined);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <StoreLink
          to={`/public/expenses/${expense.publicId}`}
          className="font-semibold text-primary-ink text-sm underline underline-offset-4"
        >
          {t`Back to order ${expense.number}`}
        </StoreLink>
        <Button variant="outline" onClick={() => window.print()}>
          {t`Print the packing slip`}
        </Button>
      </div>
      <PackingSlip
        title={t`Packing slip`}
        reference={t`Order ${expense.number} · ${formatDate(expense.createdAt, locale)}`}
        recipient={{
          heading: gift ? t`A gift for` : t`For`,
          name: gift ? gift.recipientFirstName : expense.customerFirstName,
          ...(place ? { place } : {}),
        }}
        message={gift?.message ? { heading: t`Message`, text: gift.message } : null}
        labels={{ item: t`Item`, quantity: t`Quantity`, lines: t`What is in the parcel` }}
        lines={expense.lines.map((line, index) => {
          const detail = formatMeasure({ format: line.format ?? null, weight: line.weight ?? null }, locale);
          return {
            id: line.shopItemId ?? String(index),
            title: line.title,
            ...(detail ? { detail } : {}),
            quantity: line.quantity,
          };
        })}
      />
    </div>
  );
}
