import { ERROR_CODES, type ErrorCode } from "@club/contract";

/** An error answer: the status, a code of the contract's ErrorCode enum and the offending fields. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
    this.name = "HttpError";
  }
}

export const badRequest = (code: ErrorCode = "VALIDATION", fields?: Record<string, string>) =>
  new HttpError(400, code, fields);
export const unauthorized = (code: ErrorCode = "AUTHENTICATION_REQUIRED") => new HttpError(401, code);
export const forbidden = (code: ErrorCode = "FORBIDDEN") => new HttpError(403, code);
export const notFound = (code: ErrorCode = "NOT_FOUND") => new HttpError(404, code);
export const conflict = (code: ErrorCode, fields?: Record<string, string>) =>
  new HttpError(409, code, fields);
export const unprocessable = (code: ErrorCode, fields?: Record<string, string>) =>
  new HttpError(422, code, fields);
// The payment processors' failure tables name their codes as strings: one outside the contract is a bug, answered as
// 500 INTERNAL (and logged) rather than sent to clients that cannot know it.
export const paymentFailed = (code: string) => {
  if (!isErrorCode(code))
    throw new Error(`payment failure code ${code} is not in the contract's ErrorCode enum`);
  return new HttpError(402, code);
};

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}
export const tooManyRequests = (retryAfter: number) =>
  new HttpError(429, "RATE_LIMITED", undefined, { retryAfter });
