import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/client.js";
import { clubDeployments } from "../db/schema/index.js";
import { HttpError } from "./errors.js";
import { hashAppToken, hostMatches } from "./tenancy.js";

// What the SDK and the storefront send, and what a page's script may read from an answer.
const ALLOWED_HEADERS = [
  "Accept",
  "Accept-Language",
  "Authorization",
  "Content-Type",
  "Idempotency-Key",
  "X-App-Token",
  "X-Cart-Id",
  "X-Club-Origin",
  "X-Request-Id",
].join(", ");
const EXPOSED_HEADERS = "Retry-After, X-Request-Id";
const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";

/** The host of an Origin header (`https://shop.cantina.it` → `shop.cantina.it`); null for `null` or junk. */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * Cross-origin calls (the SDK in a club's own page, on another host than the platform) are answered only for the
 * hosts a club configured for its deployment (`club hosts`): a preflight only when some club lists the page's host,
 * a call only when the club named by its app token does. Anything else is refused (403, no CORS headers), so a
 * page elsewhere can neither call the platform with a club's token nor read its answers. Calls without `Origin`
 * (servers, curl) are not cross-origin and pass.
 */
export function clubCors(
  db: Db,
  refuse: (c: Context, error: HttpError) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin === undefined) return next();
    const host = originHost(origin);
    const preflight =
      c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined;
    if (preflight) {
      if (!host || !(await someClubAllows(db, host))) return refuse(c, new HttpError(403, "FORBIDDEN"));
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Allow-Methods", ALLOWED_METHODS);
      c.header("Access-Control-Allow-Headers", ALLOWED_HEADERS);
      c.header("Access-Control-Max-Age", "600");
      c.header("Vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers");
      return c.body(null, 204);
    }
    const appToken = c.req.header("x-app-token");
    // Without a token the club is unknown: the route answers its own error (CLUB_NOT_FOUND, or a validation error).
    if (appToken !== undefined) {
      const hosts = await deploymentHosts(db, appToken);
      if (hosts && !(host && hosts.some((pattern) => hostMatches(pattern, host))))
        return refuse(c, new HttpError(403, "FORBIDDEN"));
      if (hosts) {
        c.header("Access-Control-Allow-Origin", origin);
        c.header("Access-Control-Expose-Headers", EXPOSED_HEADERS);
      }
    }
    c.header("Vary", "Origin");
    return next();
  };
}

async function someClubAllows(db: Db, host: string): Promise<boolean> {
  const rows = await db.select({ hosts: clubDeployments.hosts }).from(clubDeployments);
  return rows.some((row) => row.hosts.some((pattern) => hostMatches(pattern, host)));
}

async function deploymentHosts(db: Db, appToken: string): Promise<string[] | null> {
  const [row] = await db
    .select({ hosts: clubDeployments.hosts })
    .from(clubDeployments)
    .where(eq(clubDeployments.appTokenSha256, hashAppToken(appToken)))
    .limit(1);
  return row?.hosts ?? null;
}
