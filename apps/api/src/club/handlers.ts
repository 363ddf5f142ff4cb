import { asc, count, eq } from "drizzle-orm";
import { ageCheckOf } from "../checkout/age.js";
import { safeImageUrl } from "../content/safe-url.js";
import { sanitizeContentCss } from "../content/sanitize.js";
import { fidelityPrograms, pages, shopPages, shops } from "../db/schema/index.js";
import { localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";
import { publicUser } from "../members/public-user.js";
import { clubLogo, localizedImage } from "./images.js";
import { clubLanguage } from "./language.js";

export const clubHandlers = {
  async getStyle({ club }) {
    // The club's stylesheet goes into every page: the same rules as a component's CSS (no script, no imports).
    return { status: 200, body: sanitizeContentCss(club.style) };
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
    const [pageRows, shopRows, pageList, [programs]] = await Promise.all([
      db.select().from(shopPages).where(eq(shopPages.clubId, club.id)).orderBy(asc(shopPages.position)),
      db.select().from(shops).where(eq(shops.clubId, club.id)).orderBy(asc(shops.position)),
      db.select().from(pages).where(eq(pages.clubId, club.id)).orderBy(asc(pages.position)),
      db.select({ n: count() }).from(fidelityPrograms).where(eq(fidelityPrograms.clubId, club.id)),
    ]);
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
            .map((shop) => ({ id: shop.id, title: localize(shop.title, lang) })),
        })),
        pages: pageList.map((page) => ({ id: page.id, name: page.name, title: localize(page.title, lang) })),
        hasFidelityPrograms: (programs?.n ?? 0) > 0,
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
