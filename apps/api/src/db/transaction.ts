import type { Db } from "./client.js";

/** The open transaction `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The SQLSTATEs after which PostgreSQL has rolled the whole transaction back and running it again is the fix: a
 * deadlock (40P01: it was chosen as the victim) and a serialization failure (40001). Any other error is the caller's.
 */
export const RETRYABLE_STATES: ReadonlySet<string> = new Set(["40P01", "40001"]);

/**
 * The SQLSTATE of a database error, wherever it sits: node-postgres and PGlite put it on the error as `code`;
 * Drizzle wraps a failed query in a DrizzleQueryError whose `cause` is the driver's error.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface TransactionRetry {
  /** How many times the transaction runs at most (the first run included). */
  attempts?: number;
  /** The first wait before a rerun; each following one doubles, each drawn at random up to it (full jitter). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each rerun, with the error that caused it (for a log line). */
  onRetry?: (error: unknown, attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction, and runs it again (a few times, after a jittered wait) when PostgreSQL aborted it for
 * a deadlock or a serialization failure: the one place such a retry is written. `work` must therefore do nothing
 * outside the transaction that a second run would repeat (no processor call, no email sent but through the outbox).
 * The rows it locks follow the order in ./lock-order.ts, so a deadlock is the rare exception this absorbs.
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Transaction) => Promise<T>,
  {
    attempts = 4,
    baseDelayMs = 10,
    maxDelayMs = 200,
    onRetry,
    sleep = wait,
    random = Math.random,
  }: TransactionRetry = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || state === undefined || !RETRYABLE_STATES.has(state)) throw error;
      onRetry?.(error, attempt);
      await sleep(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
