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

/**
 * Runs `work` once per (club, scope, key). The key's row is inserted and committed first, so a concurrent duplicate
 * hits the primary key and waits for the first request's answer instead of running (and charging) again. A success
 * is stored and replayed; a failure changed nothing, so its row is deleted and the key may be retried.
 */
export async function withIdempotency(
  db: Db,
  scope: { clubId: string; scope: string; key: string; hash: string },
  work: () => Promise<StoredAnswer>,
  { waitMs = 10_000, pollMs = 40, abandonedAfterMs = 120_000, now }: IdempotencyOptions,
): Promise<StoredAnswer> {
  const where = and(
    eq(idempotencyKeys.clubId, scope.clubId),
    eq(idempotencyKeys.scope, scope.scope),
    eq(idempotencyKeys.key, scope.key),
  );
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
    if (claimed) {
      let answer: StoredAnswer;
      try {
        answer = await work();
      } catch (error) {
        await db.delete(idempotencyKeys).where(where);
        throw error;
      }
      await db
        .update(idempotencyKeys)
        .set({ status: "done", responseStatus: answer.status, responseBody: answer.body })
        .where(where);
      return answer;
    }

    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing) continue; // The first request failed and let the key go: claim it.
    if (existing.requestHash !== scope.hash) throw conflict("IDEMPOTENCY_KEY_REUSED");
    if (existing.status === "done")
      return { status: existing.responseStatus ?? 200, body: existing.responseBody };
    if (now().getTime() - existing.createdAt.getTime() > abandonedAfterMs) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.status, "in_progress")));
      continue;
    }
    if (Date.now() >= deadline) throw new HttpError(409, "IDEMPOTENCY_IN_PROGRESS");
    await sleep(pollMs);
  }
}
