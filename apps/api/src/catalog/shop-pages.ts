import { and, asc, eq, or } from "drizzle-orm";
import type { QuantityRule } from "../cart/pricing.js";
import type { Executor } from "../db/client.js";
import { quantityRules, shopPages } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";

export type ShopPageRow = typeof shopPages.$inferSelect;

/** The club's shop page named by id or slug (the contract's `shopPageId` accepts both), or 404. */
export async function findShopPage(db: Executor, clubId: string, idOrSlug: string): Promise<ShopPageRow> {
  const [page] = await db
    .select()
    .from(shopPages)
    .where(and(eq(shopPages.clubId, clubId), or(eq(shopPages.id, idOrSlug), eq(shopPages.slug, idOrSlug))))
    .limit(1);
  if (!page) throw notFound();
  return page;
}

/** Every shop page of a club with its quantity rules, by page id: two queries however many pages there are. */
export async function shopPagesWithRules(
  db: Executor,
  clubId: string,
): Promise<Map<string, { page: ShopPageRow; rules: QuantityRule[] }>> {
  const [pages, rules] = await Promise.all([
    db.select().from(shopPages).where(eq(shopPages.clubId, clubId)),
    db.select().from(quantityRules).where(eq(quantityRules.clubId, clubId)).orderBy(asc(quantityRules.id)),
  ]);
  return new Map(
    pages.map((page) => [
      page.id,
      { page, rules: rules.filter((rule) => rule.shopPageId === page.id).map(ruleView) },
    ]),
  );
}

const ruleView = (rule: typeof quantityRules.$inferSelect): QuantityRule => ({
  productType: rule.productType,
  field: rule.field,
  fieldValue: Number(rule.fieldValue),
  quantity: rule.quantity,
});

export async function rulesOf(db: Executor, shopPageId: string): Promise<QuantityRule[]> {
  const rows = await db
    .select()
    .from(quantityRules)
    .where(eq(quantityRules.shopPageId, shopPageId))
    .orderBy(asc(quantityRules.id));
  return rows.map(ruleView);
}
