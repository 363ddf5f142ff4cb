import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
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

/**
 * The limits of the auth endpoints. A refusal keyed on an account's email alone would let anyone lock its member out,
 * so the strict limits are per email and client address, and per client address; the email as a whole is slowed
 * (SLOW_DOWNS), never refused.
 */
export const LIMITS = {
  signInEmailIp: { scope: "signin:email-ip", max: 10, windowSeconds: 15 * 60 },
  signInIp: { scope: "signin:ip", max: 100, windowSeconds: 15 * 60 },
  signupEmailIp: { scope: "signup:email-ip", max: 5, windowSeconds: 60 * 60 },
  signupIp: { scope: "signup:ip", max: 100, windowSeconds: 60 * 60 },
  passwordEmailIp: { scope: "password:email-ip", max: 5, windowSeconds: 60 * 60 },
  passwordIp: { scope: "password:ip", max: 100, windowSeconds: 60 * 60 },
  passwordConfirmIp: { scope: "password-confirm:ip", max: 20, windowSeconds: 15 * 60 },
  passwordConfirmMember: { scope: "password-confirm:member", max: 10, windowSeconds: 15 * 60 },
  emailChangeMember: { scope: "email-change:member", max: 5, windowSeconds: 60 * 60 },
  emailChooseIp: { scope: "email-choose:ip", max: 100, windowSeconds: 60 * 60 },
  sandboxTokensIp: { scope: "sandbox-tokens:ip", max: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/** A limit that waits instead of refusing: past `free` attempts in the window, each waits twice as long as the last. */
export interface SlowDown {
  scope: string;
  free: number;
  windowSeconds: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Per email, across every client address: an attacker spread over many addresses is slowed, the member still gets in. */
export const SLOW_DOWNS = {
  signInEmail: {
    scope: "signin:email",
    free: 10,
    windowSeconds: 15 * 60,
    firstDelayMs: 250,
    maxDelayMs: 8000,
  },
  signupEmail: {
    scope: "signup:email",
    free: 5,
    windowSeconds: 60 * 60,
    firstDelayMs: 250,
    maxDelayMs: 8000,
  },
  passwordEmail: {
    scope: "password:email",
    free: 5,
    windowSeconds: 60 * 60,
    firstDelayMs: 250,
    maxDelayMs: 8000,
  },
} satisfies Record<string, SlowDown>;

/** The subject of a per-email-and-address limit. */
export const emailAndAddress = (email: string, ip: string) => `${email.trim().toLowerCase()} ${ip}`;

const PRUNE_CHANCE = 0.01;
// Longer than any window above.
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The row key: the subject (an email, an address) is hashed so the table holds no personal data in clear. */
export function rateLimitKey(limit: Limit | SlowDown, clubId: string, subject: string): string {
  const digest = createHash("sha256").update(subject.trim().toLowerCase()).digest("base64url").slice(0, 32);
  return `${limit.scope}:${clubId}:${digest}`;
}

/**
 * Counts one attempt in a fixed window: one atomic upsert, so every API process sharing the database shares the
 * count. Answers the count so far and when its window ends.
 */
async function countAttempt(
  db: Executor,
  scope: Limit | SlowDown,
  clubId: string,
  subject: string,
  now: Date,
) {
  const key = rateLimitKey(scope, clubId, subject);
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - scope.windowSeconds * 1000).toISOString();
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
  return { count: row?.count ?? 1, endsAt: (row?.windowStart ?? now).getTime() + scope.windowSeconds * 1000 };
}

/**
 * Counts one attempt and throws 429 RATE_LIMITED (with retryAfter) past the limit. Run it outside the request's
 * transaction: a failed attempt must still count.
 */
export async function hit(db: Executor, limit: Limit, clubId: string, subject: string, now: Date) {
  const { count, endsAt } = await countAttempt(db, limit, clubId, subject, now);
  if (count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
}

/** How long the attempt numbered `count` in its window waits. */
export function slowDownDelayMs(slow: SlowDown, count: number): number {
  const over = count - slow.free;
  if (over <= 0) return 0;
  return Math.min(slow.maxDelayMs, slow.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/** Counts one attempt and waits as long as its number in the window asks (SLOW_DOWNS); never refuses. */
export async function slowDown(db: Executor, slow: SlowDown, clubId: string, subject: string, now: Date) {
  const { count } = await countAttempt(db, slow, clubId, subject, now);
  const delay = slowDownDelayMs(slow, count);
  if (delay > 0) await sleep(delay);
}

/** Several limits at once (e.g. per email and per address); all are counted before any refuses. */
export async function hitAll(db: Executor, clubId: string, now: Date, checks: Array<[Limit, string]>) {
  const results = await Promise.allSettled(
    checks.map(([limit, subject]) => hit(db, limit, clubId, subject, now)),
  );
  const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (refused) throw refused.reason;
}
