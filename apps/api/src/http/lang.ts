export type Lang = "it" | "en";

/** The answer language: `it` when Accept-Language prefers Italian, else `en` (architecture §11 default). */
export function parseLang(header: string | undefined): Lang {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (base === "it" || base === "en") return base;
  }
  return "en";
}

/** Picks the request's language from a club's bilingual text. */
export function localize(text: { it: string; en: string } | null | undefined, lang: Lang): string {
  if (!text) return "";
  return text[lang] || text.en || text.it;
}
