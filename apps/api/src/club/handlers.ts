import { asc, eq, max, sql } from "drizzle-orm";
import { ageCheckOf } from "../checkout/age.js";
import { safeImageUrl } from "../content/safe-url.js";
import { sanitizeContentCss } from "../content/sanitize.js";
import { fidelityPrograms, pages, products, shopItems, shopPages, shops } from "../db/schema/index.js";
import { localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";
import { publicUser } from "../members/public-user.js";
import { clubLogo, localizedImage } from "./images.js";
import { clubLanguage } from "./language.js";

export const clubHandlers = {
  async getStyle({ club }) {
    // The club's stylesheet goes into every page: the same rules as a component's CSS (no script, no imports).
    return { status: 200, body: sanitizeContentCss(club.style, club) };
  },

  async getTheme({ club, params }) {
    const theme = { ...club.theme } as Record<string, unknown>;
    // A dark request gets the club's palette in dark mode; the storefront derives the rest.
    if (params.query.mode === "dark") theme.palette = { ...(theme.palette as object), mode: "dark" };
    return { status: 200, body: theme };
  },

  async getConfig({ club, member, lang }) {
    const { settings } = club;
    return {
      status: 200,
      body: {
        user: member ? publicUser(member) : null,
        company: club.company,
        logo: clubLogo(club, lang),
        club: { id: club.id, settings: { requiresInvitation: club.requiresInvitation } },
        languages: ["it", "en"],
        defaultLanguage: clubLanguage(club),
        payments: {
          provider: settings.payments.provider,
          ...(settings.payments.publishableKey ? { publishableKey: settings.payments.publishableKey } : {}),
          ...(settings.payments.accountId ? { accountId: settings.payments.accountId } : {}),
          ...(settings.payments.provider === "sandbox" ? { sandboxUrl: "/sandbox-pay/v1" } : {}),
        },
        botCheck: {
          provider: settings.botCheck.provider,
          ...(settings.botCheck.siteKey ? { siteKey: settings.botCheck.siteKey } : {}),
        },
        consent: {
          provider: settings.consent.provider,
          ...(settings.consent.scriptUrl ? { scriptUrl: settings.consent.scriptUrl } : {}),
          policyUrl: settings.consent.policyUrl,
        },
        ageCheck: ageCheckOf(settings),
      },
    };
  },

  async getClub({ club, db, lang }) {
    const [pageRows, shopRows, pageList, [programs], itemDates] = await Promise.all([
      db.select().from(shopPages).where(eq(shopPages.clubId, club.id)).orderBy(asc(shopPages.position)),
      db.select().from(shops).where(eq(shops.clubId, club.id)).orderBy(asc(shops.position)),
      db.select().from(pages).where(eq(pages.clubId, club.id)).orderBy(asc(pages.position)),
      db
        .select({ n: sql<number>`count(*)::int`, updatedAt: max(fidelityPrograms.updatedAt) })
        .from(fidelityPrograms)
        .where(eq(fidelityPrograms.clubId, club.id)),
      // A shop's page shows its items and their products: the latest change of any of them dates the shop.
      db
        .select({
          shopId: shopItems.shopId,
          updatedAt: sql<Date | string>`max(greatest(${shopItems.updatedAt}, ${products.updatedAt}))`,
        })
        .from(shopItems)
        .innerJoin(products, eq(products.id, shopItems.productId))
        .where(eq(shopItems.clubId, club.id))
        .groupBy(shopItems.shopId),
    ]);
    const itemsChanged = new Map(itemDates.map((row) => [row.shopId, new Date(row.updatedAt)]));
    const shopChanged = (shop: (typeof shopRows)[number]) =>
      latest(shop.updatedAt, itemsChanged.get(shop.id));
    return {
      status: 200,
      body: {
        id: club.id,
        title: localize(club.title, lang),
        description: localize(club.description, lang),
        logo: clubLogo(club, lang),
        shopPages: pageRows.map((page) => ({
          id: page.id,
          slug: page.slug,
          title: localize(page.title, lang),
          image: localizedImage(page.image, lang),
          shops: shopRows
            .filter((shop) => shop.shopPageId === page.id)
            .map((shop) => ({
              id: shop.id,
              title: localize(shop.title, lang),
              updatedAt: shopChanged(shop).toISOString(),
            })),
          updatedAt: latest(
            page.updatedAt,
            ...shopRows.filter((shop) => shop.shopPageId === page.id).map(shopChanged),
          ).toISOString(),
        })),
        pages: pageList.map((page) => ({
          id: page.id,
          name: page.name,
          title: localize(page.title, lang),
          updatedAt: page.updatedAt.toISOString(),
        })),
        hasFidelityPrograms: (programs?.n ?? 0) > 0,
        // The home shows the club and its shop pages' cards.
        updatedAt: latest(club.updatedAt, ...pageRows.map((page) => page.updatedAt)).toISOString(),
        ...(programs?.updatedAt
          ? { fidelityProgramsUpdatedAt: new Date(programs.updatedAt).toISOString() }
          : {}),
        home: {
          headline: localize(club.home.headline, lang),
          intro: localize(club.home.intro, lang),
          hero: localizedImage(club.home.hero, lang),
          componentIds: club.home.componentIds,
        },
      },
    };
  },

  async getClubMeta({ club, lang }) {
    const title = localize(club.title, lang);
    const image = safeImageUrl(club.home.hero?.url);
    return {
      status: 200,
      body: {
        title: `${club.company.name} · ${title}`,
        description: localize(club.description, lang),
        company: club.company.name,
        ...(image ? { image } : {}),
        languages: ["it", "en"],
      },
    };
  },
} satisfies Partial<Handlers>;

/** The latest of some dates (the missing ones left out). */
function latest(first: Date, ...others: Array<Date | undefined>): Date {
  return others.reduce<Date>((a, b) => (b && b.getTime() > a.getTime() ? b : a), first);
}
