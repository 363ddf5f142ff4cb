import type { Config } from "../config.js";
import type { ClubRow } from "../db/rows.js";

/**
 * The public origin of the club's storefront, which its emails link to: its own (`club url`), else the platform's
 * `STOREFRONT_URL` (one storefront for every club: for development, where a club may have none).
 */
export function storefrontUrlOf(
  club: Pick<ClubRow, "storefrontUrl">,
  config: Pick<Config, "storefrontUrl">,
): string {
  return club.storefrontUrl ?? config.storefrontUrl;
}
