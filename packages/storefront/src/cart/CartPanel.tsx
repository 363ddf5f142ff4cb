import type { Cart, QuantityRuleViolation } from "@club/api-client";
import { Alert, Button, CartIcon, CartSummary, EmptyState, QuantityStepper } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { errorMessage } from "../i18n/errors";
import { formatMeasure } from "../i18n/format";
import { localeOf } from "../i18n/languages";
import { useStoreNavigate } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";
import { ruleSubject } from "./rule-text";
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
export function CartPanel({ shopPageId }: { shopPageId: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const locale = localeOf(language);
  const navigate = useStoreNavigate();
  const { cart, lines, state, controller, isPending } = useCart(shopPageId);

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

  return (
    <CartSummary
      title={t`Your cart`}
      locale={locale}
      updating={state.updating}
      lines={lines.map((line) => {
        const source = line.line ?? line.item;
        const measure = source ? formatMeasure(source, locale) : undefined;
        const unitPrice = line.line?.unitPrice ?? line.item?.price ?? zero;
        const image = line.line?.image ?? line.item?.images[0];
        return {
          id: line.shopItemId,
          name: line.title,
          ...(measure ? { meta: measure } : {}),
          ...(image ? { image: { src: image.url, alt: image.alt } } : {}),
          quantity: line.quantity,
          unitPrice,
          total:
            line.line && line.line.quantity === line.quantity
              ? line.line.lineTotal
              : { amount: unitPrice.amount * line.quantity, currency: unitPrice.currency },
        };
      })}
      renderQuantity={(summaryLine) => {
        const line = lines.find((l) => l.shopItemId === summaryLine.id)!;
        const source = line.line ?? line.item;
        const violation = source ? violationFor(cart, source) : undefined;
        const max = line.line?.stock ?? line.item?.stock;
        return (
          <QuantityStepper
            size="sm"
            value={line.quantity}
            label={t`Quantity of ${line.title}`}
            min={0}
            {...(max !== undefined ? { max } : {})}
            {...(violation ? { multiple: violation.quantity, missing: violation.missing } : {})}
            updating={state.updating && state.overlay[line.shopItemId] !== undefined}
            onChange={(quantity) => controller.setQuantity((line.line ?? line.item)!, quantity)}
            labels={{
              decrease: t`Remove one ${line.title}`,
              increase: t`Add one ${line.title}`,
              missing: (missing, multiple) => t`Add ${missing} more to complete a box of ${multiple}`,
              max: (limit) => t`Only ${limit} available`,
              updating: t`Updating cart…`,
            }}
          />
        );
      }}
      onRemove={(id) => {
        const line = lines.find((l) => l.shopItemId === id);
        if (line) controller.setQuantity((line.line ?? line.item)!, 0);
      }}
      notices={
        <>
          {state.error ? (
            <Alert tone="error" title={t`Your change was not saved`}>
              {errorMessage(i18n, state.error)}
            </Alert>
          ) : null}
          {cart?.quantityRules.map((rule) => {
            const subject = ruleSubject(i18n, rule, locale);
            const box = rule.quantity;
            const missing = rule.missing;
            return (
              <Alert
                key={`${rule.productType}-${rule.field}-${rule.fieldValue}`}
                tone="warning"
                live="status"
              >
                {t`${subject} is sold in boxes of ${box}: add ${missing} more to complete the box.`}
              </Alert>
            );
          })}
        </>
      }
      totals={{
        subtotal: cart?.subtotal ?? zero,
        ...(cart?.discount.amount ? { discount: cart.discount } : {}),
        total: cart?.total ?? zero,
      }}
      labels={{
        subtotal: t`Subtotal`,
        discount: t`Discount`,
        total: t`Total`,
        remove: (name) => t`Remove ${name}`,
        quantity: (quantity) => `× ${quantity}`,
      }}
      footer={
        <div className="flex flex-col gap-2">
          {state.updating && (
            <p role="status" className="text-fg-muted text-sm">
              {t`Updating cart…`}
            </p>
          )}
          <Button
            fullWidth
            size="lg"
            disabled={!canCheckout}
            onClick={() => void controller.flush().then(() => navigate(`/shop-pages/${shopPageId}/checkout`))}
          >
            {t`Go to checkout`}
          </Button>
        </div>
      }
    />
  );
}
