import { and, eq, inArray } from "drizzle-orm";
import { localizedImage } from "../club/images.js";
import type { Executor } from "../db/client.js";
import type { ClubRow } from "../db/rows.js";
import { customComponents, pages } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";
import { type Lang, localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";
import { safeLink } from "./safe-url.js";
import { sanitizeContentCss, sanitizeContentHtml } from "./sanitize.js";

type ComponentRow = typeof customComponents.$inferSelect;

function presentComponent(club: ClubRow, row: ComponentRow, lang: Lang) {
  return {
    id: row.id,
    kind: row.kind,
    ...(row.title ? { title: localize(row.title, lang) } : {}),
    html: sanitizeContentHtml(localize(row.html, lang)),
    ...(row.css ? { css: sanitizeContentCss(row.css, club) } : {}),
    image: localizedImage(row.image, lang),
    link: safeLink(row.link),
  };
}

/** The club's components with these ids, in the order given (ids the club does not have are skipped). */
async function componentsInOrder(db: Executor, club: ClubRow, ids: string[], lang: Lang) {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(customComponents)
    .where(and(eq(customComponents.clubId, club.id), inArray(customComponents.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentComponent(club, row, lang)] : [];
  });
}

export const contentHandlers = {
  async getCustomComponent({ club, db, lang, params }) {
    const [row] = await db
      .select()
      .from(customComponents)
      .where(
        and(eq(customComponents.clubId, club.id), eq(customComponents.id, params.path.customComponentId)),
      )
      .limit(1);
    if (!row) throw notFound();
    return { status: 200, body: presentComponent(club, row, lang) };
  },

  async getPage({ club, db, lang, params }) {
    const [page] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.clubId, club.id), eq(pages.name, params.path.pageName)))
      .limit(1);
    if (!page) throw notFound();
    return {
      status: 200,
      body: {
        id: page.id,
        name: page.name,
        title: localize(page.title, lang),
        ...(page.description ? { description: localize(page.description, lang) } : {}),
        html: sanitizeContentHtml(localize(page.html, lang)),
        components: await componentsInOrder(db, club, page.componentIds, lang),
      },
    };
  },
} satisfies Partial<Handlers>;
