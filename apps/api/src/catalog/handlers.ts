import { and, asc, eq, inArray } from "drizzle-orm";
import { localizedImage } from "../club/images.js";
import { products, shopItems, shops } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";
import { localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";
import { itemsOfShops, productColumns, profileDetailView, shopItemView } from "./items.js";
import { type Sort, searchItems } from "./search.js";
import { findShopPage, rulesOf, shopPagesWithRules } from "./shop-pages.js";

export const catalogHandlers = {
  async getShopPage({ club, db, lang, params }) {
    const page = await findShopPage(db, club.id, params.path.shopPageId);
    const expand = params.query.expand ?? [];
    const withItems = expand.includes("shops.items");
    const shopRows = await db
      .select()
      .from(shops)
      .where(eq(shops.shopPageId, page.id))
      .orderBy(asc(shops.position), asc(shops.id));
    const [rules, items] = withItems
      ? await Promise.all([
          rulesOf(db, page.id),
          itemsOfShops(
            db,
            club.id,
            shopRows.map((shop) => shop.id),
          ),
        ])
      : [[], []];
    const { settings } = page;
    return {
      status: 200,
      body: {
        id: page.id,
        slug: page.slug,
        title: localize(page.title, lang),
        description: localize(page.description, lang),
        image: localizedImage(page.image, lang),
        currency: page.currency,
        settings: {
          payment: { pickup: settings.payment.pickup },
          shipping: {
            enabled: settings.shipping.enabled,
            pickupEnabled: settings.shipping.pickupEnabled,
            ...(settings.shipping.pickupAddress ? { pickupAddress: settings.shipping.pickupAddress } : {}),
            ...(settings.shipping.pickupHours
              ? { pickupHours: localize(settings.shipping.pickupHours, lang) }
              : {}),
          },
          invoice: { enabled: settings.invoice.enabled },
        },
        shops: shopRows.map((shop) => ({
          id: shop.id,
          title: localize(shop.title, lang),
          description: localize(shop.description, lang),
          image: localizedImage(shop.image, lang),
          ...(withItems
            ? {
                items: items
                  .filter(({ item }) => item.shopId === shop.id)
                  .map((entry) => shopItemView(entry, rules, page.currency, lang)),
              }
            : {}),
        })),
      },
    };
  },

  async getShopItem({ club, db, lang, params }) {
    const page = await findShopPage(db, club.id, params.path.shopPageId);
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.id, params.path.shopId), eq(shops.shopPageId, page.id), eq(shops.clubId, club.id)));
    if (!shop) throw notFound();
    const [rules, items] = await Promise.all([rulesOf(db, page.id), itemsOfShops(db, club.id, [shop.id])]);
    const entry = items.find(({ item }) => item.id === params.path.shopItemId);
    if (!entry) throw notFound();
    const withRelated = (params.query.expand ?? []).includes("related");
    return {
      status: 200,
      body: {
        ...shopItemView(entry, rules, page.currency, lang),
        description: localize(entry.product.description, lang),
        attributes: entry.product.attributes.map((attribute) => ({
          label: localize(attribute.label, lang),
          value: localize(attribute.value, lang),
        })),
        ...profileDetailView(entry.product, lang),
        ...(withRelated
          ? {
              related: items
                .filter(({ item }) => item.id !== entry.item.id)
                .slice(0, 4)
                .map((other) => shopItemView(other, rules, page.currency, lang)),
            }
          : {}),
      },
    };
  },

  async searchShopItems({ club, db, lang, params }) {
    const { q = "", sort, limit = 24, offset = 0, ...filters } = params.query;
    const order: Sort = sort ?? (q.trim() ? "relevance" : "name");
    // The club's shop pages and their rules do not depend on the answer: fetched alongside the search.
    const [found, pages] = await Promise.all([
      searchItems(db, { clubId: club.id, lang, query: q, filters, sort: order, limit, offset }),
      shopPagesWithRules(db, club.id),
    ]);
    const ids = found.page.map((hit) => hit.id);
    const rows = ids.length
      ? await db
          .select({ item: shopItems, product: productColumns })
          .from(shopItems)
          .innerJoin(products, eq(products.id, shopItems.productId))
          .where(and(eq(shopItems.clubId, club.id), inArray(shopItems.id, ids)))
      : [];
    const byId = new Map(rows.map((row) => [row.item.id, row]));
    return {
      status: 200,
      body: {
        total: found.total,
        items: found.page.flatMap((hit) => {
          const row = byId.get(hit.id);
          const shopPage = pages.get(hit.shopPageId);
          if (!row || !shopPage) return [];
          return [
            {
              ...shopItemView(row, shopPage.rules, shopPage.page.currency, lang),
              shopPageId: shopPage.page.id,
            },
          ];
        }),
        facets: found.facets,
      },
    };
  },
} satisfies Partial<Handlers>;
