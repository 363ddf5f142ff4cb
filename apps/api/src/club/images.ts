import { safeImageUrl } from "../content/safe-url.js";
import type { ClubRow } from "../db/rows.js";
import type { StoredImage } from "../db/schema/catalog.js";
import { type Lang, localize } from "../http/lang.js";

/**
 * A stored image as the contract's Image, its alt text in the request's language; null when its address is not a
 * web or storefront one (the platform never hands out a `javascript:` or `data:` image, whatever was stored).
 */
export function localizedImage(image: StoredImage | null | undefined, lang: Lang) {
  const url = safeImageUrl(image?.url);
  if (!image || !url) return null;
  return { url, alt: localize(image.alt, lang), width: image.width, height: image.height };
}

/** The club logo, served at 600x600 (architecture §11). */
export function clubLogo(club: ClubRow, lang: Lang) {
  const url = safeImageUrl(club.logoUrl);
  if (!url) return null;
  return { url, alt: localize(club.title, lang), width: 600, height: 600 };
}
