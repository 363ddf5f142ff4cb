import { and, desc, eq } from "drizzle-orm";
import { expenses, shopPages } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";
import type { Handlers } from "../http/operation.js";
import { buyAgain } from "./buy-again.js";
import { bundles, expenseView, publicExpenseView } from "./view.js";

export const expenseHandlers = {
  async listExpenses({ club, db, lang, member }) {
    const rows = await db
      .select()
      .from(expenses)
      .where(and(eq(expenses.clubId, club.id), eq(expenses.memberId, member!.id)))
      .orderBy(desc(expenses.createdAt), desc(expenses.number));
    const items = await bundles(db, rows);
    return { status: 200, body: { items: items.map((bundle) => expenseView(bundle, lang)) } };
  },

  async getBuyAgain({ club, db, lang, member, params }) {
    return { status: 200, body: await buyAgain(db, club.id, member!.id, params.path.expenseId, lang) };
  },

  async getPublicExpense({ club, db, lang, params }) {
    const rows = await db
      .select()
      .from(expenses)
      .where(and(eq(expenses.clubId, club.id), eq(expenses.publicId, params.path.expensePublicId)));
    const [bundle] = await bundles(db, rows);
    if (!bundle) throw notFound();
    const [page] = await db
      .select({ settings: shopPages.settings })
      .from(shopPages)
      .where(eq(shopPages.id, bundle.expense.shopPageId));
    return {
      status: 200,
      body: publicExpenseView(bundle, lang, page?.settings.shipping.pickupAddress ?? null),
    };
  },
} satisfies Partial<Handlers>;
