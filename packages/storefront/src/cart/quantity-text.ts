import type { CartProblem, ProductType, QuantityRule } from "@club/api-client";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { formatGrams, formatLitres } from "../i18n/format";

/** Bottled products come in cases; foods and the rest in packs: the words change with the product type. */
export const bottled = (type: ProductType) => type === "wine" || type === "liquid";

/**
 * The quantity rule as a sentence about one product, with the way out:
 * "Chianti Classico comes in cases of 6: add 5 more bottles to complete one."
 */
export function ruleSentence(
  i18n: I18n,
  rule: { productType: ProductType; quantity: number; missing: number },
  title: string,
): string {
  const { quantity: multiple, missing } = rule;
  return bottled(rule.productType)
    ? i18n._(
        msg`${title} comes in cases of ${multiple}: add ${plural(missing, { one: "# more bottle", other: "# more bottles" })} to complete one.`,
      )
    : i18n._(
        msg`${title} comes in packs of ${multiple}: add ${plural(missing, { one: "# more piece", other: "# more pieces" })} to complete one.`,
      );
}

/**
 * A rule several products count towards together (mixed cases):
 * "Bottles of 0.75 L come in mixed cases of 6: add 4 more bottles to complete one."
 */
export function mixedRuleSentence(
  i18n: I18n,
  rule: QuantityRule & { missing: number },
  locale: string,
): string {
  const { quantity: multiple, missing } = rule;
  const measure =
    rule.field === "format" ? formatLitres(rule.fieldValue, locale) : formatGrams(rule.fieldValue, locale);
  return bottled(rule.productType)
    ? i18n._(
        msg`Bottles of ${measure} come in mixed cases of ${multiple}: add ${plural(missing, { one: "# more bottle", other: "# more bottles" })} to complete one.`,
      )
    : i18n._(
        msg`Products of ${measure} come in mixed packs of ${multiple}: add ${plural(missing, { one: "# more piece", other: "# more pieces" })} to complete one.`,
      );
}

/** The most of one product a shopper may put in the cart, and why: the stock or the club's limit per order. */
export function quantityLimit(item: { stock: number; maxPerOrder?: number | null }): {
  max: number;
  reason: "stock" | "per-order";
} {
  const perOrder = item.maxPerOrder ?? null;
  return perOrder !== null && perOrder < item.stock
    ? { max: perOrder, reason: "per-order" }
    : { max: item.stock, reason: "stock" };
}

/** What the stepper says once the limit is reached. */
export function limitText(i18n: I18n, limit: { max: number; reason: "stock" | "per-order" }): string {
  const max = limit.max;
  return limit.reason === "per-order"
    ? i18n._(msg`At most ${max} per order`)
    : i18n._(msg`${plural(max, { one: "Only # available", other: "Only # available" })}`);
}

/**
 * A problem the platform reports on a cart line (architecture §5), as a sentence in the page's language with its
 * way out; `limit` is the most that line may hold. Undefined for problems that do not concern one line.
 */
export function lineProblemText(
  i18n: I18n,
  problem: Pick<CartProblem, "code">,
  title: string,
  limit: { max: number; reason: "stock" | "per-order" },
): string | undefined {
  const max = limit.max;
  switch (problem.code) {
    case "OUT_OF_STOCK":
      return max > 0
        ? i18n._(
            msg`Only ${plural(max, { one: "# is", other: "# are" })} left of ${title}: lower the quantity to continue.`,
          )
        : i18n._(msg`${title} is sold out: remove it to continue.`);
    case "MAX_PER_ORDER":
      return i18n._(msg`You can order at most ${max} of ${title}: lower the quantity to continue.`);
    case "MEMBERS_ONLY":
      return i18n._(msg`${title} is for club members only: log in to buy it, or remove it to continue.`);
    default:
      return undefined;
  }
}
