import type { ClubRow } from "../db/rows.js";
import type { StoredImage } from "../db/schema/catalog.js";
import { type Lang, localize } from "../http/lang.js";

/** A stored image as the contract's Image, its alt text in the request's language. */
export function localizedImage(image: StoredImage | null | undefined, lang: Lang) {
  if (!image) return null;
  return { url: image.url, alt: localize(image.alt, lang), width: image.width, height: image.height };
}

/** The club logo, served at 600x600 (spec §9). */
export function clubLogo(club: ClubRow, lang: Lang) {
  if (!club.logoUrl) return null;
  return { url: club.logoUrl, alt: localize(club.title, lang), width: 600, height: 600 };
}
