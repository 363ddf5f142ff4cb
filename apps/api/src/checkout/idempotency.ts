import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Executor } from "../db/client.js";
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
  /**
   * How long a claim on an `in_progress` key lasts without renewal. The owning request renews it every
   * `heartbeatMs` while it works, so only a key whose process died (or lost its database) outlives its lease and may
   * be taken over by a retry.
   */
  leaseMs?: number;
  heartbeatMs?: number;
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
  /**
   * Ties something (the order) to the key while the run is in progress, for a retry or a takeover to continue. Given
   * the transaction that creates it, the order commits only while this run still owns the key: a run whose lease was
   * taken over gets IDEMPOTENCY_IN_PROGRESS and its transaction rolls back, so one key never makes two orders.
   */
  remember(value: unknown, tx?: Executor): Promise<void>;
}

/** An answer that is not final: the key stays open and the next request with it continues (202 Accepted). */
const OPEN_STATUS = 202;

/**
 * Runs `work` once per (club, scope, key). The key's row is inserted and committed first, so a concurrent duplicate
 * hits the primary key and waits for the first request's answer instead of running (and charging) again. A final
 * answer is stored and replayed. A 202 leaves the key `pending`: the next request with it claims it and continues
 * (the checkout's 3-D Secure round trip). A refusal (4xx) changed nothing lasting, so its row is deleted and the key
 * may be retried; a crash or a 5xx after `remember` leaves it `pending` too, for a retry to continue. Every claim
 * carries its own owner token and a lease the owner renews while it works: a retry takes over a key whose lease ran
 * out (its process died) after `leaseMs`, and every write of the run is conditional on still owning the key.
 */
export async function withIdempotency(
  db: Db,
  scope: { clubId: string; scope: string; key: string; hash: string },
  work: (attempt: Attempt) => Promise<StoredAnswer>,
  { waitMs = 10_000, pollMs = 40, leaseMs = 15_000, heartbeatMs = 5_000, now }: IdempotencyOptions,
): Promise<StoredAnswer> {
  const where = and(
    eq(idempotencyKeys.clubId, scope.clubId),
    eq(idempotencyKeys.scope, scope.scope),
    eq(idempotencyKeys.key, scope.key),
  );
  const lease = () => new Date(now().getTime() + leaseMs);

  const run = async (owner: string, previous: unknown): Promise<StoredAnswer> => {
    const owned = and(where, eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.status, "in_progress"));
    // Renewed on a timer, so a slow provider's answer keeps the claim alive as long as this process lives.
    const heartbeat = setInterval(() => {
      db.update(idempotencyKeys)
        .set({ leaseUntil: lease() })
        .where(owned)
        .catch(() => {
          // A missed renewal only lets the lease run out early; the fenced writes below keep that safe.
        });
    }, heartbeatMs);
    heartbeat.unref();
    let remembered: unknown = previous ?? null;
    const attempt: Attempt = {
      previous,
      async remember(value, tx = db) {
        const [kept] = await tx
          .update(idempotencyKeys)
          .set({ responseBody: value, leaseUntil: lease() })
          .where(owned)
          .returning({ key: idempotencyKeys.key });
        if (!kept) throw new HttpError(409, "IDEMPOTENCY_IN_PROGRESS");
        remembered = value;
      },
    };
    const open = { status: "pending" as const, owner: null, leaseUntil: null };
    let answer: StoredAnswer;
    try {
      answer = await work(attempt);
    } catch (error) {
      clearInterval(heartbeat);
      // What the key remembers is what committed: a transaction that called remember and then rolled back (a
      // deadlock its reruns did not get past) left the row's responseBody as it was, so it is not written over here.
      if (remembered !== null && !(error instanceof HttpError && error.status < 500))
        await db.update(idempotencyKeys).set(open).where(owned);
      else await db.delete(idempotencyKeys).where(owned);
      throw error;
    }
    clearInterval(heartbeat);
    if (answer.status === OPEN_STATUS) await db.update(idempotencyKeys).set(open).where(owned);
    else
      await db
        .update(idempotencyKeys)
        .set({
          status: "done",
          owner: null,
          leaseUntil: null,
          responseStatus: answer.status,
          responseBody: answer.body,
        })
        .where(owned);
    return answer;
  };

  const deadline = Date.now() + waitMs;
  for (;;) {
    const owner = randomUUID();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        clubId: scope.clubId,
        scope: scope.scope,
        key: scope.key,
        requestHash: scope.hash,
        status: "in_progress",
        createdAt: now(),
        owner,
        leaseUntil: lease(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return run(owner, null);

    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing) continue; // The first request failed and let the key go: claim it.
    if (existing.requestHash !== scope.hash) throw conflict("IDEMPOTENCY_KEY_REUSED");
    if (existing.status === "done")
      return { status: existing.responseStatus ?? 200, body: existing.responseBody };
    // A row from before leases existed counts from its creation.
    const leaseEnd = existing.leaseUntil ?? new Date(existing.createdAt.getTime() + leaseMs);
    const expired = existing.status === "in_progress" && now().getTime() > leaseEnd.getTime();
    if (existing.status === "pending" || expired) {
      // Continue the open attempt: one request at a time claims it (the conditional update), the others wait.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ status: "in_progress", owner, leaseUntil: lease() })
        .where(
          and(
            where,
            eq(idempotencyKeys.status, existing.status),
            existing.owner ? eq(idempotencyKeys.owner, existing.owner) : isNull(idempotencyKeys.owner),
            existing.leaseUntil
              ? eq(idempotencyKeys.leaseUntil, existing.leaseUntil)
              : isNull(idempotencyKeys.leaseUntil),
          ),
        )
        .returning({ body: idempotencyKeys.responseBody });
      if (taken) return run(owner, taken.body ?? null);
      continue;
    }
    if (Date.now() >= deadline) throw new HttpError(409, "IDEMPOTENCY_IN_PROGRESS");
    await sleep(pollMs);
  }
}
