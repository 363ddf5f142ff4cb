import type { QuantityRule } from "@club/api-client";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatGrams, formatLitres } from "../i18n/format";

const productTypes = {
  wine: msg`wine`,
  liquid: msg`drinks`,
  food: msg`food`,
  generic: msg`products`,
};

/** "wine 0.75 L" / "food 500 g": what a quantity rule counts. */
export function ruleSubject(i18n: I18n, rule: QuantityRule, locale: string): string {
  const measure =
    rule.field === "format" ? formatLitres(rule.fieldValue, locale) : formatGrams(rule.fieldValue, locale);
  return `${i18n._(productTypes[rule.productType])} ${measure}`;
}
