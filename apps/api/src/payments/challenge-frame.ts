import { eq } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { ClubRow } from "../db/rows.js";
import { clubDeployments } from "../db/schema/index.js";

// A host pattern CSP can name as a source (`shop.cantina.it`, `localhost:*`); an IPv6 literal it cannot.
const CSP_HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:(\d{1,5}|\*))?$/i;

function originOf(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Who may frame a club's sandbox challenge page (its CSP `frame-ancestors`): the club's own storefront, i.e. the
 * hosts its deployments run on and its public origin; `'none'` when it has neither. Any other site framing it could
 * dress the bank's buttons in its own page.
 */
export async function challengeFrameAncestors(db: Executor, club: ClubRow): Promise<string> {
  const deployments = await db
    .select({ hosts: clubDeployments.hosts })
    .from(clubDeployments)
    .where(eq(clubDeployments.clubId, club.id));
  const sources = new Set(
    deployments.flatMap((d) => d.hosts).flatMap((host) => (CSP_HOST.test(host) ? [host.toLowerCase()] : [])),
  );
  const origin = club.storefrontUrl ? originOf(club.storefrontUrl) : null;
  if (origin) sources.add(origin);
  return sources.size ? [...sources].join(" ") : "'none'";
}
