import { asc, eq, inArray } from "drizzle-orm";
import { addressInput, billingInput } from "../cart/addresses.js";
import { money } from "../catalog/items.js";
import { localizedImage } from "../club/images.js";
import type { Executor } from "../db/client.js";
import { expenseLines, expenses, products, shopItems, shopPages } from "../db/schema/index.js";
import { type Lang, localize } from "../http/lang.js";

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseLineRow = typeof expenseLines.$inferSelect;

export interface ExpenseBundle {
  expense: ExpenseRow;
  lines: ExpenseLineRow[];
  pageTitle: { it: string; en: string };
  /** Each line's product picture now (by shop item), so order pages show what was bought. */
  pictures?: Map<string, (typeof products.$inferSelect)["images"][number]>;
}

/** Expenses with their lines and shop page titles, in the order given. */
export async function bundles(db: Executor, rows: ExpenseRow[]): Promise<ExpenseBundle[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  // Sequential on purpose: `db` may be a transaction, whose one connection cannot run queries side by side.
  const lines = await db
    .select()
    .from(expenseLines)
    .where(inArray(expenseLines.expenseId, ids))
    .orderBy(asc(expenseLines.expenseId), asc(expenseLines.position));
  const pages = await db
    .select({ id: shopPages.id, title: shopPages.title })
    .from(shopPages)
    .where(inArray(shopPages.id, [...new Set(rows.map((row) => row.shopPageId))]));
  const itemIds = [...new Set(lines.flatMap((line) => (line.shopItemId ? [line.shopItemId] : [])))];
  const pictureRows = itemIds.length
    ? await db
        .select({ id: shopItems.id, images: products.images })
        .from(shopItems)
        .innerJoin(products, eq(products.id, shopItems.productId))
        .where(inArray(shopItems.id, itemIds))
    : [];
  const pictures = new Map(pictureRows.flatMap((row) => (row.images[0] ? [[row.id, row.images[0]]] : [])));
  return rows.map((expense) => ({
    expense,
    lines: lines.filter((line) => line.expenseId === expense.id),
    pageTitle: pages.find((page) => page.id === expense.shopPageId)?.title ?? { it: "", en: "" },
    pictures,
  }));
}

export async function bundleById(db: Executor, id: string): Promise<ExpenseBundle | null> {
  const rows = await db.select().from(expenses).where(eq(expenses.id, id));
  const [bundle] = await bundles(db, rows);
  return bundle ?? null;
}

/** The contract's ExpenseSummary: the order without who placed it. */
export function expenseSummary({ expense, lines, pageTitle, pictures }: ExpenseBundle, lang: Lang) {
  const { currency } = expense;
  return {
    id: expense.id,
    publicId: expense.publicId,
    number: expense.number,
    createdAt: expense.createdAt.toISOString(),
    status: expense.status,
    fulfilment: expense.fulfilment ?? null,
    shopPage: { id: expense.shopPageId, title: localize(pageTitle, lang) },
    lines: lines.map((line) => ({
      ...(line.shopItemId ? { shopItemId: line.shopItemId } : {}),
      title: localize(line.title, lang),
      productType: line.productType as "wine" | "liquid" | "food" | "generic",
      format: line.format === null ? null : Number(line.format),
      weight: line.weight,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice, currency),
      lineTotal: money(line.lineTotal, currency),
      ...(line.shopItemId && pictures?.has(line.shopItemId)
        ? { image: localizedImage(pictures.get(line.shopItemId), lang) }
        : {}),
    })),
    subtotal: money(expense.subtotal, currency),
    discount: money(expense.discount, currency),
    shippingCost: money(expense.shippingCost, currency),
    total: money(expense.total, currency),
    couponCode: expense.couponCode,
    shippingMode: expense.shippingMode,
    billingMode: expense.billingMode,
    listingName: expense.listingName ? localize(expense.listingName, lang) : null,
    pointsEarned: expense.pointsEarned,
    payment: {
      method: expense.payment.method,
      ...(expense.payment.brand ? { brand: expense.payment.brand } : {}),
      ...(expense.payment.last4 ? { last4: expense.payment.last4 } : {}),
    },
  };
}

/** The member's own view of an order: the summary with the email, address and billing data given. */
export function expenseView(bundle: ExpenseBundle, lang: Lang) {
  const { expense } = bundle;
  return {
    ...expenseSummary(bundle, lang),
    email: expense.email,
    shippingAddress: addressInput(expense.shippingAddress),
    billing: billingInput(expense.billing),
    gift: expense.gift
      ? { recipient: addressInput(expense.gift.recipient)!, message: expense.gift.message }
      : null,
  };
}

/**
 * An order as anyone with its public link sees it: first name, city and country, nothing more personal; a gift adds
 * the recipient's first name and the message (the packing slip's), never the recipient's surname, street or phone.
 */
export function publicExpenseView(bundle: ExpenseBundle, lang: Lang, pickupAddress: string | null) {
  const { expense } = bundle;
  const address = addressInput(expense.shippingAddress);
  return {
    ...expenseSummary(bundle, lang),
    customerFirstName: expense.firstName ?? address?.firstName ?? "",
    destination:
      expense.shippingMode === "shipping" && address
        ? { city: address.city, country: address.country }
        : null,
    ...(expense.shippingMode === "pickup" ? { pickupAddress } : {}),
    // The recipient by first name only, as the buyer is: the public link may be forwarded (decided in the contract).
    gift: expense.gift
      ? { recipientFirstName: expense.gift.recipient.firstName ?? "", message: expense.gift.message }
      : null,
  };
}
