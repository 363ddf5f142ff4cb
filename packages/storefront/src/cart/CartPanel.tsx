import type { Cart, QuantityRuleViolation } from "@club/api-client";
import { Alert, Button, CartIcon, CartSummary, EmptyState } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useAuthenticated, useQueries } from "../app/context";
import { errorMessage } from "../i18n/errors";
import { localeOf } from "../i18n/languages";
import { expectedUnitPrice } from "../members/member-offer";
import { useStoreNavigate } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";
import { itemUpdating } from "./cart-controller";
import { FreeShippingNudge } from "./FreeShippingNudge";
import { ItemQuantity } from "./ItemQuantity";
import { lineProblemText, mixedRuleSentence, quantityLimit } from "./quantity-text";
import { summaryLine } from "./summary-line";
import { useCart } from "./useCart";

/** The rule violation a line is part of, to show its missing count beside the quantity. */
export function violationFor(
  cart: Cart | null,
  line: { productType: string; format: number | null; weight: number | null },
): QuantityRuleViolation | undefined {
  return cart?.quantityRules.find(
    (rule) =>
      rule.productType === line.productType &&
      (rule.field === "format" ? line.format === rule.fieldValue : line.weight === rule.fieldValue),
  );
}

/** The shop page's cart: lines with quantities, quantity-rule hints, server totals and the checkout button. */
export function CartPanel({ shopPageId, onCheckout }: { shopPageId: string; onCheckout?: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const locale = localeOf(language);
  const navigate = useStoreNavigate();
  const queries = useQueries();
  const { cart, lines, state, controller, isPending } = useCart(shopPageId);
  // The shop page's items know each product's limit per order, which the cart's lines do not carry.
  const page = useQuery(queries.shopPage(language, shopPageId)).data;
  const reasonId = useId();
  const signedIn = useAuthenticated();

  if (isPending) return null;
  if (!cart && !lines.length)
    return (
      <Alert tone="warning" title={t`Cart unavailable`}>
        {t`The cart could not be loaded. Reload the page to try again.`}
      </Alert>
    );
  if (!lines.length)
    return (
      <EmptyState
        headingLevel={2}
        icon={<CartIcon />}
        title={t`Your cart is empty`}
        description={t`Add wines and specialities from the shops of this page.`}
      />
    );

  const currency = cart?.currency ?? "EUR";
  const zero = { amount: 0, currency };
  const canCheckout = Boolean(cart?.canCheckout) && !state.updating && !state.error;
  const items = new Map(
    (page?.shops ?? []).flatMap((shop) => (shop.items ?? []).map((item) => [item.id, item])),
  );
  const rules = cart?.quantityRules ?? [];
  const linesOf = (rule: QuantityRuleViolation) =>
    lines.filter((line) => {
      const source = line.line ?? line.item;
      return source ? violationFor(cart, source) === rule : false;
    });
  const mixedRules = rules.filter((rule) => linesOf(rule).length > 1);
  const lineProblems = (cart?.problems ?? []).filter((problem) => problem.shopItemId);
  // "Go to checkout" is never disabled without a visible reason: the rules and line problems show above it;
  // anything else the platform refuses is said here.
  const otherReason =
    !canCheckout && !state.updating && !state.error && !rules.length && !lineProblems.length;

  return (
    <CartSummary
      title={t`Your cart`}
      locale={locale}
      updating={state.updating}
      lines={lines.map((line) => {
        const source = line.line ?? line.item;
        // Until the platform answers, a new line shows the price this shopper is expected to pay.
        const unitPrice = line.line?.unitPrice ?? (line.item ? expectedUnitPrice(line.item, signedIn) : zero);
        const listUnitPrice =
          line.line?.listUnitPrice ??
          (line.item && unitPrice.amount < line.item.price.amount ? line.item.price : undefined);
        return summaryLine(
          {
            id: line.shopItemId,
            title: line.title,
            format: source?.format,
            weight: source?.weight,
            image: line.line?.image ?? line.item?.images[0],
            quantity: line.quantity,
            unitPrice,
            listUnitPrice,
            total:
              line.line && line.line.quantity === line.quantity
                ? line.line.lineTotal
                : { amount: unitPrice.amount * line.quantity, currency: unitPrice.currency },
          },
          locale,
        );
      })}
      renderQuantity={(summaryLine) => {
        const line = lines.find((l) => l.shopItemId === summaryLine.id)!;
        const source = (line.line ?? line.item)!;
        const violation = violationFor(cart, source);
        const own = violation && !mixedRules.includes(violation) ? violation : undefined;
        const known = items.get(line.shopItemId) ?? line.item;
        const item = {
          title: line.title,
          productType: source.productType,
          stock: source.stock,
          maxPerOrder: known?.maxPerOrder ?? null,
        };
        const limit = quantityLimit(item);
        const problem = lineProblems.find((candidate) => candidate.shopItemId === line.shopItemId);
        const problemText = problem && lineProblemText(i18n, problem, line.title, limit);
        return (
          <div className="flex flex-col gap-1.5">
            <ItemQuantity
              item={item}
              value={line.quantity}
              multiple={own?.quantity}
              missing={own?.missing}
              updating={itemUpdating(state, line.shopItemId)}
              onChange={(quantity) => controller.setQuantity(source, quantity)}
            />
            {problemText && !state.updating && (
              <div className="flex flex-col items-start gap-1.5 text-sm" data-line-problem={problem.code}>
                <p className="font-medium text-error-ink">{problemText}</p>
                {problem.code === "MEMBERS_ONLY" ? (
                  <Button size="sm" variant="outline" onClick={() => controller.setQuantity(source, 0)}>
                    {t`Remove ${line.title}`}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => controller.setQuantity(source, limit.max)}
                  >
                    {limit.max > 0 ? t`Change to ${limit.max}` : t`Remove ${line.title}`}
                  </Button>
                )}
              </div>
            )}
          </div>
        );
      }}
      onRemove={(id) => {
        const line = lines.find((l) => l.shopItemId === id);
        if (line) controller.setQuantity((line.line ?? line.item)!, 0);
      }}
      notices={
        state.error || mixedRules.length || cart?.freeShipping ? (
          <>
            {state.error ? (
              <Alert tone="error" title={t`Your change was not saved`}>
                {errorMessage(i18n, state.error)}
              </Alert>
            ) : null}
            {mixedRules.map((rule) => (
              <Alert
                key={`${rule.productType}-${rule.field}-${rule.fieldValue}`}
                tone="warning"
                live="status"
              >
                {mixedRuleSentence(i18n, rule, locale)}
              </Alert>
            ))}
            <FreeShippingNudge cart={cart} />
          </>
        ) : undefined
      }
      totals={{
        subtotal: cart?.subtotal ?? zero,
        ...(cart?.memberSavings ? { memberSavings: cart.memberSavings } : {}),
        ...(cart?.discount.amount ? { discount: cart.discount } : {}),
        total: cart?.total ?? zero,
      }}
      footer={
        <div className="flex flex-col gap-2">
          {state.updating ? (
            <p role="status" id={reasonId} className="text-fg-muted text-sm">
              {t`Updating cart…`}
            </p>
          ) : !canCheckout ? (
            <p id={reasonId} className="text-fg-muted text-sm">
              {otherReason
                ? t`This cart cannot be checked out right now. Reload the page to try again.`
                : t`Complete the notes above to go to checkout.`}
            </p>
          ) : null}
          <Button
            fullWidth
            size="lg"
            disabled={!canCheckout}
            {...(!canCheckout ? { "aria-describedby": reasonId } : {})}
            onClick={() =>
              void controller.flush().then(() => {
                onCheckout?.();
                return navigate(`/shop-pages/${shopPageId}/checkout`);
              })
            }
          >
            {t`Go to checkout`}
          </Button>
        </div>
      }
    />
  );
}
