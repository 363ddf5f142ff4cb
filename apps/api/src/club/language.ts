import type { ClubRow } from "../db/rows.js";
import type { Lang } from "../http/lang.js";

/**
 * The club's default language, from its settings (`club config --default-language`): what the storefront opens in
 * and what the club's own staff read (its new-order notification). English when the club has not chosen one.
 */
export function clubLanguage(club: Pick<ClubRow, "settings">): Lang {
  return club.settings.defaultLanguage ?? "en";
}
