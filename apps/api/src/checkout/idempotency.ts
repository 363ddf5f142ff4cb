import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema/index.js";
import { conflict, HttpError } from "../http/errors.js";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyOptions {
  /** How long a duplicate waits for the first request's answer before IDEMPOTENCY_IN_PROGRESS. */
  waitMs?: number;
  pollMs?: number;
  /** An in-progress key older than this belongs to a request that died: it may be taken over. */
  abandonedAfterMs?: number;
  now: () => Date;
}

/** A stable hash of a request: keys sorted at every level, so property order does not matter. */
export function requestHash(value: unknown): string {
  const canonical = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(canonical);
    if (input && typeof input === "object")
      return Object.fromEntries(
        Object.keys(input)
          .sort()
          .filter((key) => (input as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, canonical((input as Record<string, unknown>)[key])]),
      );
    return input;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Attempt {
  /** What an earlier run of this key remembered (the order it created), when this run continues it. */
  previous: unknown;
  /** Ties something (the order) to the key while the run is in progress, for a retry or a takeover to continue. */
  remember(value: unknown): Promise<void>;
}

/** An answer that is not final: the key stays open and the next request with it continues (202 Accepted). */
const OPEN_STATUS = 202;

/**
 * Runs `work` once per (club, scope, key). The key's row is inserted and committed first, so a concurrent duplicate
 * hits the primary key and waits for the first request's answer instead of running (and charging) again. A final
 * answer is stored and replayed. A 202 leaves the key `pending`: the next request with it claims it and continues
 * (the checkout's 3-D Secure round trip). A refusal (4xx) changed nothing lasting, so its row is deleted and the key
 * may be retried; a crash or a 5xx after `remember` leaves it `pending` too, for a retry to continue.
 */
export async function withIdempotency(
  db: Db,
  scope: { clubId: string; scope: string; key: string; hash: string },
  work: (attempt: Attempt) => Promise<StoredAnswer>,
  { waitMs = 10_000, pollMs = 40, abandonedAfterMs = 120_000, now }: IdempotencyOptions,
): Promise<StoredAnswer> {
  const where = and(
    eq(idempotencyKeys.clubId, scope.clubId),
    eq(idempotencyKeys.scope, scope.scope),
    eq(idempotencyKeys.key, scope.key),
  );
  const run = async (previous: unknown): Promise<StoredAnswer> => {
    let remembered: unknown = previous ?? null;
    const attempt: Attempt = {
      previous,
      async remember(value) {
        remembered = value;
        await db.update(idempotencyKeys).set({ responseBody: value }).where(where);
      },
    };
    let answer: StoredAnswer;
    try {
      answer = await work(attempt);
    } catch (error) {
      if (remembered !== null && !(error instanceof HttpError && error.status < 500))
        await db.update(idempotencyKeys).set({ status: "pending", responseBody: remembered }).where(where);
      else await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    if (answer.status === OPEN_STATUS)
      await db.update(idempotencyKeys).set({ status: "pending", responseBody: remembered }).where(where);
    else
      await db
        .update(idempotencyKeys)
        .set({ status: "done", responseStatus: answer.status, responseBody: answer.body })
        .where(where);
    return answer;
  };

  const deadline = Date.now() + waitMs;
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        clubId: scope.clubId,
        scope: scope.scope,
        key: scope.key,
        requestHash: scope.hash,
        status: "in_progress",
        createdAt: now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return run(null);

    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing) continue; // The first request failed and let the key go: claim it.
    if (existing.requestHash !== scope.hash) throw conflict("IDEMPOTENCY_KEY_REUSED");
    if (existing.status === "done")
      return { status: existing.responseStatus ?? 200, body: existing.responseBody };
    const abandoned = now().getTime() - existing.createdAt.getTime() > abandonedAfterMs;
    if (existing.status === "pending" || abandoned) {
      // Continue the open attempt: one request at a time claims it (the conditional update), the others wait.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ status: "in_progress", createdAt: now() })
        .where(
          and(
            where,
            eq(idempotencyKeys.status, existing.status),
            eq(idempotencyKeys.createdAt, existing.createdAt),
          ),
        )
        .returning({ body: idempotencyKeys.responseBody });
      if (taken) return run(taken.body ?? null);
      continue;
    }
    if (Date.now() >= deadline) throw new HttpError(409, "IDEMPOTENCY_IN_PROGRESS");
    await sleep(pollMs);
  }
}
