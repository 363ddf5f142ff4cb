import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import type { ClubRow } from "../db/rows.js";
import { clubDeployments, clubs } from "../db/schema/index.js";
import { notFound } from "./errors.js";

/** `shop.cantina.it` matches itself; `localhost:*` matches localhost on any port. */
export function hostMatches(pattern: string, host: string): boolean {
  const wanted = pattern.toLowerCase();
  const actual = host.toLowerCase();
  if (wanted.endsWith(":*")) return actual.split(":")[0] === wanted.slice(0, -2);
  return wanted === actual;
}

/** The club a request is for: the deployment named by the app token, when the page's host is one of its hosts. */
export async function resolveClub(db: Db, origin: string, appToken: string): Promise<ClubRow> {
  const [row] = await db
    .select({ club: clubs, hosts: clubDeployments.hosts })
    .from(clubDeployments)
    .innerJoin(clubs, eq(clubs.id, clubDeployments.clubId))
    .where(eq(clubDeployments.appTokenSha256, hashAppToken(appToken)))
    .limit(1);
  if (!row?.hosts.some((pattern) => hostMatches(pattern, origin))) throw notFound("CLUB_NOT_FOUND");
  return row.club;
}

/** App tokens are stored as their SHA-256 only (the `club token` command shows a new one once). */
export function hashAppToken(appToken: string): string {
  return createHash("sha256").update(appToken, "utf8").digest("hex");
}
