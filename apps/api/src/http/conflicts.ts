import type { ErrorCode } from "@club/contract";
import { HttpError } from "./errors.js";

/**
 * Unique indexes a request can still run into when another request wins a race, and the 409 code each means. An
 * operation may give an index its own meaning (the same email: taken by another member when changing it, already
 * registered when signing up).
 */
const UNIQUE_CONFLICTS: Record<string, { code: ErrorCode; byOperation?: Record<string, ErrorCode> }> = {
  members_club_email: { code: "EMAIL_TAKEN", byOperation: { completeSignup: "ALREADY_REGISTERED" } },
};

/** Any other unique index: the same change arrived twice at once; retrying answers from the state that won. */
const FALLBACK: ErrorCode = "CONFLICT";

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The unique index a database error violated (PostgreSQL 23505), looking through the ORM's wrapping errors. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as DatabaseError;
    if (candidate.code === "23505")
      return typeof candidate.constraint === "string" ? candidate.constraint : "";
    current = candidate.cause;
  }
  return undefined;
}

/** A unique violation as the 409 the contract names for it; undefined for any other error. */
export function conflictFor(error: unknown, operationId?: string): HttpError | undefined {
  const index = violatedUniqueIndex(error);
  if (index === undefined) return undefined;
  const known = UNIQUE_CONFLICTS[index];
  const code = (operationId ? known?.byOperation?.[operationId] : undefined) ?? known?.code ?? FALLBACK;
  return new HttpError(409, code);
}
