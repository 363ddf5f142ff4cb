import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import { type PricedItem, type QuantityRule, ruleApplies } from "../cart/pricing.js";
import { localizedImage } from "../club/images.js";
import type { Executor } from "../db/client.js";
import { products, shopItems, shops } from "../db/schema/index.js";
import { type Lang, localize } from "../http/lang.js";

export type ShopItemRow = typeof shopItems.$inferSelect;

// The search's generated columns (tsvectors, folded keys) are the database's own: reading them with every item
// sends kilobytes a row that no answer uses.
const {
  searchIt: _searchIt,
  searchEn: _searchEn,
  searchName: _searchName,
  sortNameIt: _sortNameIt,
  sortNameEn: _sortNameEn,
  regionKey: _regionKey,
  grapeKeys: _grapeKeys,
  ...ownColumns
} = getTableColumns(products);
/** A product's own columns, for every select that reads products with their items. */
export const productColumns = ownColumns;
export type ProductRow = Omit<
  typeof products.$inferSelect,
  "searchIt" | "searchEn" | "searchName" | "sortNameIt" | "sortNameEn" | "regionKey" | "grapeKeys"
>;
export interface ItemWithProduct {
  item: ShopItemRow;
  product: ProductRow;
}

export const money = (amount: number, currency: string) => ({ amount, currency });

/** Numeric columns come back as strings from some drivers; the contract wants numbers. */
export const litres = (format: number | string | null) => (format === null ? null : Number(format));

/** Items of the given shops of a club, with their products, in display order. */
export async function itemsOfShops(
  db: Executor,
  clubId: string,
  shopIds: string[],
): Promise<ItemWithProduct[]> {
  if (!shopIds.length) return [];
  return db
    .select({ item: shopItems, product: productColumns })
    .from(shopItems)
    .innerJoin(products, eq(products.id, shopItems.productId))
    .where(and(eq(shopItems.clubId, clubId), inArray(shopItems.shopId, shopIds)))
    .orderBy(asc(shopItems.position), asc(shopItems.id));
}

/** Items by id, limited to one shop page of one club (an item of another club or page is simply absent). */
export async function itemsOnPage(
  db: Executor,
  clubId: string,
  shopPageId: string,
  ids: string[],
): Promise<ItemWithProduct[]> {
  if (!ids.length) return [];
  return db
    .select({ item: shopItems, product: productColumns })
    .from(shopItems)
    .innerJoin(products, eq(products.id, shopItems.productId))
    .innerJoin(shops, eq(shops.id, shopItems.shopId))
    .where(and(eq(shopItems.clubId, clubId), eq(shops.shopPageId, shopPageId), inArray(shopItems.id, ids)));
}

/** An item as the cart's pricing takes it: public and member price, the buyer's quantity and the item's limits. */
export function pricedItem({ item, product }: ItemWithProduct, quantity: number): PricedItem {
  return {
    shopItemId: item.id,
    productType: product.productType,
    format: litres(product.format),
    weight: product.weight,
    unitPrice: item.price,
    memberPrice: item.memberPrice,
    membersOnly: item.membersOnly,
    quantity,
    stock: item.stock,
    available: item.available,
    maxPerOrder: item.maxPerOrder,
  };
}

export function isAvailable(item: ShopItemRow) {
  return item.available && item.stock > 0;
}

/** A shop item as the contract's ShopItem. */
export function shopItemView(
  { item, product }: ItemWithProduct,
  rules: QuantityRule[],
  currency: string,
  lang: Lang,
) {
  const format = litres(product.format);
  const rule = rules.find((candidate) =>
    ruleApplies(candidate, { productType: product.productType, format, weight: product.weight }),
  );
  const subtitle = product.subtitle ? localize(product.subtitle, lang) : "";
  return {
    id: item.id,
    shopId: item.shopId,
    productId: product.id,
    title: localize(product.title, lang),
    ...(subtitle ? { subtitle } : {}),
    productType: product.productType,
    format,
    weight: product.weight,
    price: money(item.price, currency),
    compareAtPrice: item.compareAtPrice === null ? null : money(item.compareAtPrice, currency),
    // The public answer is the same for everyone (pages are cached): the member price is shown beside the price,
    // and only the cart charges it, to a signed-in member.
    ...(item.memberPrice !== null && item.memberPrice < item.price
      ? { memberPrice: money(item.memberPrice, currency) }
      : {}),
    ...(item.membersOnly ? { membersOnly: true } : {}),
    stock: Math.max(item.stock, 0),
    available: isAvailable(item),
    maxPerOrder: item.maxPerOrder,
    quantityRule: rule ?? null,
    images: product.images.flatMap((image) => localizedImage(image, lang) ?? []),
    badges: item.badges.map((badge) => localize(badge, lang)),
    profile: profileView(product),
  };
}

/** The compact, language-free part of a product's profile that lists and filters use. */
export function profileView({ profile }: ProductRow) {
  if (!profile) return null;
  const { kind, grapes, denomination, region, vintage, alcohol } = profile;
  return { kind, grapes, denomination, region, vintage, alcohol };
}

/** The profile's detail-only facts, in the answer's language (absent when the product has none). */
export function profileDetailView({ profile }: ProductRow, lang: Lang) {
  if (!profile) return {};
  const tastingNotes = profile.tastingNotes ? localize(profile.tastingNotes, lang) : "";
  return {
    pairings: profile.pairings.map((pairing) => localize(pairing, lang)),
    ...(tastingNotes ? { tastingNotes } : {}),
  };
}
