/**
 * Cart pricing, pure: the same function prices the cart the visitor sees and the order checkout commits, so the two
 * can never disagree. Amounts are integers in minor units.
 */

import type { CartProblemCode, ErrorCode } from "@club/contract";

export type ProductType = "wine" | "liquid" | "food" | "generic";

export interface PricedItem {
  shopItemId: string;
  productType: ProductType;
  /** Litres (wine, liquids). */
  format: number | null;
  /** Grams (foods). */
  weight: number | null;
  /** The public price. */
  unitPrice: number;
  /** What a signed-in member pays instead (null for none). */
  memberPrice: number | null;
  /** Sold to members only. */
  membersOnly: boolean;
  quantity: number;
  stock: number;
  available: boolean;
  maxPerOrder: number | null;
}

export interface QuantityRule {
  productType: ProductType;
  field: "format" | "weight";
  fieldValue: number;
  quantity: number;
}

export interface CouponTerms {
  code: string;
  kind: "percent" | "fixed" | "free_shipping";
  value: number;
  minSubtotal: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** Uses allowed per customer (member or guest email), null for no limit; and this customer's uses so far. */
  perCustomerLimit: number | null;
  customerUses: number;
}

export interface ShippingOption {
  id: string;
  countries: string[];
  price: number;
  freeAbove: number | null;
}

export interface PricingInput {
  items: PricedItem[];
  /** A signed-in member of the club: member prices apply and members-only items may be bought. */
  member: boolean;
  rules: QuantityRule[];
  /** The code the visitor entered and the coupon it names (null when no coupon has that code). */
  coupon: { code: string; terms: CouponTerms | null } | null;
  shippingMode: "shipping" | "pickup";
  /** The chosen listing, if any. */
  listing: ShippingOption | null;
  /** The destination country, when known. */
  country: string | null;
  now: Date;
}

export interface RuleViolation extends QuantityRule {
  current: number;
  missing: number;
}

export interface Problem {
  code: CartProblemCode;
  shopItemId?: string;
}

export interface CouponOutcome {
  code: string;
  valid: boolean;
  /** What the coupon takes off: goods for percent/fixed, the shipping cost for free_shipping. */
  discount: number;
  reason?: CouponRefusal;
}

export interface PricedLine {
  shopItemId: string;
  quantity: number;
  /** The price charged: the member price for a member, else the public price. */
  unitPrice: number;
  /** The public price, present when the line is charged less than it (a member price). */
  listUnitPrice?: number;
  lineTotal: number;
}

/**
 * The unit price a buyer pays: a member pays the member price when the item has one below the public price (a member
 * price at or above it is never a surcharge); everyone else pays the public price.
 */
export function buyerUnitPrice(item: Pick<PricedItem, "unitPrice" | "memberPrice">, member: boolean) {
  return member && item.memberPrice !== null && item.memberPrice < item.unitPrice
    ? item.memberPrice
    : item.unitPrice;
}

export interface Pricing {
  lines: PricedLine[];
  itemCount: number;
  subtotal: number;
  /** What member prices took off the public prices (0 for a visitor, or when no line has one). */
  memberSavings: number;
  discount: number;
  shippingCost: number;
  total: number;
  violations: RuleViolation[];
  problems: Problem[];
  coupon: CouponOutcome | null;
  /** The listing's cost for this cart before a free-shipping coupon (0 above its threshold). */
  listingCost: number;
  canCheckout: boolean;
}

// Formats are stored as numeric(6,3): compare litres at that precision.
const sameMeasure = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 0.0005;

export function ruleApplies(rule: QuantityRule, item: Pick<PricedItem, "productType" | "format" | "weight">) {
  if (rule.productType !== item.productType) return false;
  return sameMeasure(rule.field === "format" ? item.format : item.weight, rule.fieldValue);
}

/** Rules the cart breaks: units of a rule's kind, summed over every line it covers, must be a multiple of its quantity. */
export function quantityViolations(items: PricedItem[], rules: QuantityRule[]): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (const rule of rules) {
    if (rule.quantity <= 1) continue;
    const current = items
      .filter((item) => ruleApplies(rule, item))
      .reduce((sum, item) => sum + item.quantity, 0);
    const remainder = current % rule.quantity;
    if (current > 0 && remainder !== 0)
      violations.push({ ...rule, current, missing: rule.quantity - remainder });
  }
  return violations;
}

/** The contract's codes for a coupon that cannot apply (each both a cart problem and an error code). */
export type CouponRefusal = Extract<CartProblemCode, ErrorCode> & `COUPON_${string}`;

/** Why a coupon cannot apply now to a cart of this subtotal (undefined when it can). */
export function couponRefusal(
  terms: CouponTerms | null,
  subtotal: number | null,
  now: Date,
): CouponRefusal | undefined {
  if (!terms) return "COUPON_INVALID";
  if (terms.expiresAt && terms.expiresAt.getTime() <= now.getTime()) return "COUPON_EXPIRED";
  if (terms.startsAt && terms.startsAt.getTime() > now.getTime()) return "COUPON_INVALID";
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) return "COUPON_INVALID";
  if (terms.perCustomerLimit !== null && terms.customerUses >= terms.perCustomerLimit)
    return "COUPON_ALREADY_USED";
  if (subtotal !== null && terms.minSubtotal !== null && subtotal < terms.minSubtotal)
    return "COUPON_MIN_SUBTOTAL";
  return undefined;
}

export function listingServes(listing: ShippingOption, country: string | null): boolean {
  return country === null || listing.countries.includes(country);
}

/** A listing's cost for goods worth `goods` (after discount): free from its threshold on. */
export function listingCost(listing: ShippingOption, goods: number): number {
  return listing.freeAbove !== null && goods >= listing.freeAbove ? 0 : listing.price;
}

export function priceCart(input: PricingInput): Pricing {
  const lines = input.items.map((item): PricedLine => {
    const unitPrice = buyerUnitPrice(item, input.member);
    return {
      shopItemId: item.shopItemId,
      quantity: item.quantity,
      unitPrice,
      ...(unitPrice < item.unitPrice ? { listUnitPrice: item.unitPrice } : {}),
      lineTotal: unitPrice * item.quantity,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const memberSavings = lines.reduce(
    (sum, line) => sum + ((line.listUnitPrice ?? line.unitPrice) - line.unitPrice) * line.quantity,
    0,
  );
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);

  const problems: Problem[] = [];
  for (const item of input.items) {
    if (item.membersOnly && !input.member)
      problems.push({ code: "MEMBERS_ONLY", shopItemId: item.shopItemId });
    else if (!item.available || item.quantity > item.stock)
      problems.push({ code: "OUT_OF_STOCK", shopItemId: item.shopItemId });
    else if (item.maxPerOrder !== null && item.quantity > item.maxPerOrder)
      problems.push({ code: "MAX_PER_ORDER", shopItemId: item.shopItemId });
  }
  const violations = quantityViolations(input.items, input.rules);
  if (violations.length) problems.push({ code: "QUANTITY_RULE" });

  let discount = 0;
  let coupon: CouponOutcome | null = null;
  let freeShipping = false;
  if (input.coupon) {
    const { code, terms } = input.coupon;
    const reason = couponRefusal(terms, subtotal, input.now);
    if (reason || !terms) {
      coupon = { code, valid: false, discount: 0, reason: reason ?? "COUPON_INVALID" };
      problems.push({ code: reason ?? "COUPON_INVALID" });
    } else {
      if (terms.kind === "percent") discount = Math.round((subtotal * Math.min(terms.value, 100)) / 100);
      else if (terms.kind === "fixed") discount = Math.min(terms.value, subtotal);
      else freeShipping = true;
      coupon = { code: terms.code, valid: true, discount };
    }
  }

  let cost = 0;
  if (input.shippingMode === "shipping" && input.listing) {
    if (listingServes(input.listing, input.country)) cost = listingCost(input.listing, subtotal - discount);
    else problems.push({ code: "NO_SHIPPING_AVAILABLE" });
  }
  const shippingCost = freeShipping ? 0 : cost;
  if (freeShipping && coupon) coupon.discount = cost;

  const blocking = problems.some((p) =>
    ["MEMBERS_ONLY", "OUT_OF_STOCK", "MAX_PER_ORDER", "QUANTITY_RULE"].includes(p.code),
  );
  return {
    lines,
    itemCount,
    subtotal,
    memberSavings,
    discount,
    shippingCost,
    total: subtotal - discount + shippingCost,
    violations,
    problems,
    coupon,
    listingCost: cost,
    canCheckout: lines.length > 0 && !blocking,
  };
}
