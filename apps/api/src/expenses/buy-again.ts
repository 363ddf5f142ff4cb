import type { components } from "@club/contract";
import { and, eq } from "drizzle-orm";
import { priceCart } from "../cart/pricing.js";
import { type ItemWithProduct, itemsOnPage, money, pricedItem } from "../catalog/items.js";
import type { Executor } from "../db/client.js";
import { expenses, shopPages } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";
import { type Lang, localize } from "../http/lang.js";
import { bundles, type ExpenseLineRow } from "./view.js";

type BuyAgainLine = components["schemas"]["BuyAgainLine"];
type BuyAgain = components["schemas"]["BuyAgain"];

/**
 * A line of a past order as it could be bought now: its item as the shop page sells it today, priced by the cart's
 * own pricing (architecture §5), never from what the client says.
 */
export function buyAgainLine(
  line: Pick<ExpenseLineRow, "shopItemId" | "title" | "quantity" | "unitPrice">,
  entry: ItemWithProduct | undefined,
  currency: string,
  lang: Lang,
  now: Date,
): BuyAgainLine {
  const ordered = {
    orderedQuantity: line.quantity,
    orderedUnitPrice: money(line.unitPrice, currency),
  };
  if (!entry)
    return {
      ...(line.shopItemId ? { shopItemId: line.shopItemId } : {}),
      title: localize(line.title, lang),
      ...ordered,
      addQuantity: 0,
      maxQuantity: 0,
      currentUnitPrice: null,
      status: "unavailable",
      reason: "NOT_SOLD",
    };
  const { item, product } = entry;
  const stock = Math.max(item.stock, 0);
  const maxQuantity = item.available ? Math.min(stock, item.maxPerOrder ?? stock) : 0;
  const addQuantity = Math.min(line.quantity, maxQuantity);
  // Buy again is a member's (the order's owner): their member price applies, and members-only items are theirs to buy.
  const [priced] = priceCart({
    items: [pricedItem(entry, Math.max(addQuantity, 1))],
    member: true,
    rules: [],
    coupon: null,
    shippingMode: "pickup",
    listing: null,
    country: null,
    now,
  }).lines;
  const currentUnitPrice = money(priced?.unitPrice ?? item.price, currency);
  const base = {
    shopItemId: item.id,
    shopId: item.shopId,
    title: localize(product.title, lang),
    ...ordered,
    addQuantity,
    maxQuantity,
    currentUnitPrice,
  };
  if (!item.available) return { ...base, status: "unavailable", reason: "UNAVAILABLE" };
  if (stock === 0) return { ...base, status: "unavailable", reason: "SOLD_OUT" };
  if (addQuantity < line.quantity)
    return {
      ...base,
      status: "quantityReduced",
      reason: item.maxPerOrder !== null && item.maxPerOrder < stock ? "MAX_PER_ORDER" : "LOW_STOCK",
    };
  if (currentUnitPrice.amount !== line.unitPrice) return { ...base, status: "priceChanged" };
  return { ...base, status: "available" };
}

/** The member's own order, line by line as it could be bought again now; anyone else's order is not found. */
export async function buyAgain(
  db: Executor,
  clubId: string,
  memberId: string,
  expenseId: string,
  lang: Lang,
  now = new Date(),
): Promise<BuyAgain> {
  const rows = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.clubId, clubId), eq(expenses.id, expenseId), eq(expenses.memberId, memberId)));
  const [bundle] = await bundles(db, rows);
  if (!bundle) throw notFound();
  const { expense, lines } = bundle;
  const [page] = await db
    .select({ slug: shopPages.slug })
    .from(shopPages)
    .where(eq(shopPages.id, expense.shopPageId));
  // Only items still on the order's shop page count: one moved elsewhere or deleted is no longer sold there.
  const entries = await itemsOnPage(
    db,
    clubId,
    expense.shopPageId,
    lines.flatMap((line) => (line.shopItemId ? [line.shopItemId] : [])),
  );
  return {
    expenseId: expense.id,
    shopPage: {
      id: expense.shopPageId,
      slug: page?.slug ?? expense.shopPageId,
      title: localize(bundle.pageTitle, lang),
    },
    lines: lines.map((line) =>
      buyAgainLine(
        line,
        entries.find(({ item }) => item.id === line.shopItemId),
        expense.currency,
        lang,
        now,
      ),
    ),
  };
}
