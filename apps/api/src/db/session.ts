/**
 * Settings every database connection starts with (PostgreSQL's pooled connections and PGlite's one).
 *
 * The search's typo match (`query <% search_name`, catalog/search-query.ts) is word_similarity at or above
 * pg_trgm.word_similarity_threshold: the operator form lets PostgreSQL use the trigram index instead of computing the
 * similarity of every product. The default threshold (0.6) would miss "chanti" for Chianti (0.57).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

const SETTINGS: Record<string, string> = {
  "pg_trgm.word_similarity_threshold": String(WORD_SIMILARITY_THRESHOLD),
};

/** The settings as SQL for a connection already open (PGlite). */
export const sessionSql = () =>
  Object.entries(SETTINGS)
    .map(([name, value]) => `set ${name} = ${value};`)
    .join("\n");

/**
 * The PostgreSQL URL with the settings added to its startup `options` (kept if it has some), so each pooled
 * connection starts with them without an extra round trip.
 */
export function withSessionSettings(url: string): string {
  const parsed = new URL(url);
  const own = Object.entries(SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  const given = parsed.searchParams.get("options");
  parsed.searchParams.set("options", [given, ...own].filter(Boolean).join(" "));
  return parsed.toString();
}
