import type { Club, Config } from "@club/api-client";

/** Architecture §3: title = company plus club title; description = the club description; `<html lang>` follows the route. */
export function documentTitle(config: Config | null, club: Club | null, page?: string): string {
  const base = [config?.company.name, club?.title].filter(Boolean).join(" · ");
  return page ? `${page} – ${base}` : base;
}

export function setMetaDescription(doc: Document, description: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "description";
    doc.head.appendChild(meta);
  }
  meta.content = description;
}
