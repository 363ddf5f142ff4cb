import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { rateLimits } from "../db/schema/index.js";
import { tooManyRequests } from "../http/errors.js";

export interface Limit {
  /** What is limited, e.g. `signin:email`. */
  scope: string;
  max: number;
  windowSeconds: number;
}

/** The limits of the auth endpoints: per address of the account and, more loosely, per client address. */
export const LIMITS = {
  signInEmail: { scope: "signin:email", max: 10, windowSeconds: 15 * 60 },
  signInIp: { scope: "signin:ip", max: 100, windowSeconds: 15 * 60 },
  signupEmail: { scope: "signup:email", max: 5, windowSeconds: 60 * 60 },
  signupIp: { scope: "signup:ip", max: 100, windowSeconds: 60 * 60 },
  passwordEmail: { scope: "password:email", max: 5, windowSeconds: 60 * 60 },
  passwordIp: { scope: "password:ip", max: 100, windowSeconds: 60 * 60 },
  passwordConfirmIp: { scope: "password-confirm:ip", max: 20, windowSeconds: 15 * 60 },
  passwordConfirmMember: { scope: "password-confirm:member", max: 10, windowSeconds: 15 * 60 },
  emailChangeMember: { scope: "email-change:member", max: 5, windowSeconds: 60 * 60 },
  emailChooseIp: { scope: "email-choose:ip", max: 100, windowSeconds: 60 * 60 },
  sandboxTokensIp: { scope: "sandbox-tokens:ip", max: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

const PRUNE_CHANCE = 0.01;
// Longer than any window above.
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The row key: the subject (an email, an address) is hashed so the table holds no personal data in clear. */
export function rateLimitKey(limit: Limit, clubId: string, subject: string): string {
  const digest = createHash("sha256").update(subject.trim().toLowerCase()).digest("base64url").slice(0, 32);
  return `${limit.scope}:${clubId}:${digest}`;
}

/**
 * Counts one attempt in a fixed window and throws 429 RATE_LIMITED (with retryAfter) past the limit. One atomic
 * upsert, so every API process sharing the database shares the count. Run it outside the request's transaction:
 * a failed attempt must still count.
 */
export async function hit(db: Executor, limit: Limit, clubId: string, subject: string, now: Date) {
  const key = rateLimitKey(limit, clubId, subject);
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const expired = sql`rate_limits.window_start <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${at}::timestamptz else rate_limits.window_start end`,
        count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  // Now and then, forget windows long over, so the table holds only recent subjects.
  if (Math.random() < PRUNE_CHANCE)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - STALE_AFTER_MS)));
  if (row && row.count > limit.max) {
    const endsAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
    throw tooManyRequests(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
}

/** Several limits at once (e.g. per email and per address); all are counted before any refuses. */
export async function hitAll(db: Executor, clubId: string, now: Date, checks: Array<[Limit, string]>) {
  const results = await Promise.allSettled(
    checks.map(([limit, subject]) => hit(db, limit, clubId, subject, now)),
  );
  const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (refused) throw refused.reason;
}
