import type { FreeShippingProgress } from "@club/api-client";
import { formatMoney } from "@club/ui";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/** The nudge's sentence: "Add €39.00 (or 6 bottles) for free shipping", or the unlocked state. */
export function freeShippingMessage(i18n: I18n, progress: FreeShippingProgress, locale: string): string {
  if (progress.reached) return i18n._(msg`You've unlocked free shipping`);
  const amount = formatMoney(progress.missing, locale);
  if (progress.bottles === null) return i18n._(msg`Add ${amount} for free shipping`);
  return i18n._(
    msg`Add ${amount} (or ${plural(progress.bottles, { one: "# bottle", other: "# bottles" })}) for free shipping`,
  );
}

/** The bar's value in words: "€111.00 of €150.00". */
export function freeShippingValueText(i18n: I18n, progress: FreeShippingProgress, locale: string): string {
  const { threshold, missing } = progress;
  const reachedAmount = { ...threshold, amount: Math.max(0, threshold.amount - missing.amount) };
  const value = formatMoney(progress.reached ? threshold : reachedAmount, locale);
  const total = formatMoney(threshold, locale);
  return i18n._(msg`${value} of ${total}`);
}
