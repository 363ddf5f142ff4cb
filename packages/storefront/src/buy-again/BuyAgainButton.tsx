import { Button, Dialog, formatMoney, useToast } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutationState, useQueryClient } from "@tanstack/react-query";
import { localeOf } from "../i18n/languages";
import { StoreLink } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";
import type { BuyAgainOutcome } from "./merge-lines";
import { summarise } from "./merge-lines";
import { type BuyAgainResult, buyAgainKey, useBuyAgain } from "./useBuyAgain";

/**
 * "Buy again" for one past order: puts its still-available lines in its shop page's cart, then says in a dialog what
 * was added, what costs something else now, what was added in part and what could not be added.
 */
export function BuyAgainButton({ expenseId, number }: { expenseId: string; number: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const buyAgain = useBuyAgain(expenseId);
  // Read from the mutation cache, not the component's state: the summary stays open even if the page re-renders
  // the button anew meanwhile (a screen's data or catalog arriving), and closing it forgets the run.
  const result = useMutationState({
    filters: { mutationKey: buyAgainKey(expenseId), status: "success" },
    select: (mutation) => mutation.state.data as BuyAgainResult,
  }).at(-1);
  const close = () => {
    const cache = queryClient.getMutationCache();
    for (const mutation of cache.findAll({ mutationKey: buyAgainKey(expenseId) })) cache.remove(mutation);
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={buyAgain.isPending}
        aria-label={t`Buy again: order ${number}`}
        onClick={() =>
          buyAgain.mutate(undefined, {
            onError: () =>
              toast({
                tone: "error",
                title: t`The order could not be added to your cart`,
                description: t`Please try again in a moment.`,
              }),
          })
        }
      >
        {t`Buy again`}
      </Button>
      {result ? <BuyAgainSummary result={result} number={number} onClose={close} /> : null}
    </>
  );
}

function BuyAgainSummary({
  result,
  number,
  onClose,
}: {
  result: BuyAgainResult;
  number: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = localeOf(useLanguage());
  const { order, outcomes } = result;
  const groups = summarise(outcomes);
  const anyAdded = outcomes.some(({ added }) => added > 0);
  const page = order.shopPage.title;
  const price = (outcome: BuyAgainOutcome) =>
    outcome.line.currentUnitPrice ? formatMoney(outcome.line.currentUnitPrice, locale) : "";
  const why = ({ line }: BuyAgainOutcome) => {
    switch (line.reason) {
      case "SOLD_OUT":
        return t`sold out`;
      case "NOT_SOLD":
        return t`no longer sold`;
      case "UNAVAILABLE":
        return t`not available at the moment`;
      case "MAX_PER_ORDER":
        return t`the most allowed per order`;
      case "LOW_STOCK":
        return t`all that is left`;
      default:
        return t`your cart already holds the most allowed`;
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={anyAdded ? t`Added to your cart` : t`Nothing could be added`}
      description={t`Order ${number}, cart of ${page}.`}
      labels={{ close: t`Close` }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t`Close`}</Button>
          {anyAdded ? (
            <Button asChild>
              <StoreLink to={`/shop-pages/${order.shopPage.slug}/checkout`}>{t`Go to checkout`}</StoreLink>
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col gap-4 text-fg text-sm">
        <Group
          title={t`Added`}
          items={groups.added.map(({ line: { title }, added }) => t`${added} × ${title}`)}
        />
        <Group
          title={t`New price`}
          items={groups.repriced.map((outcome) => {
            const { title } = outcome.line;
            const before = formatMoney(outcome.line.orderedUnitPrice, locale);
            const now = price(outcome);
            const added = outcome.added;
            return t`${added} × ${title}: ${before} → ${now} each`;
          })}
        />
        <Group
          title={t`Fewer than ordered`}
          items={groups.reduced.map((outcome) => {
            const { title, orderedQuantity } = outcome.line;
            const added = outcome.added;
            const reason = why(outcome);
            return t`${title}: ${added} of ${orderedQuantity} (${reason})`;
          })}
        />
        <Group
          title={t`Not added`}
          items={groups.missing.map((outcome) => {
            const { title } = outcome.line;
            const reason = why(outcome);
            return t`${title}: ${reason}`;
          })}
        />
      </div>
    </Dialog>
  );
}

function Group({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc ps-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
