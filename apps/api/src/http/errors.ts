/** An error answer: the status, an UPPER_SNAKE code (contract Error schema) and the offending fields. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
    this.name = "HttpError";
  }
}

export const badRequest = (code = "VALIDATION", fields?: Record<string, string>) =>
  new HttpError(400, code, fields);
export const unauthorized = (code = "AUTHENTICATION_REQUIRED") => new HttpError(401, code);
export const forbidden = (code = "FORBIDDEN") => new HttpError(403, code);
export const notFound = (code = "NOT_FOUND") => new HttpError(404, code);
export const conflict = (code: string, fields?: Record<string, string>) => new HttpError(409, code, fields);
export const unprocessable = (code: string, fields?: Record<string, string>) =>
  new HttpError(422, code, fields);
export const paymentFailed = (code: string) => new HttpError(402, code);
export const tooManyRequests = (retryAfter: number) =>
  new HttpError(429, "RATE_LIMITED", undefined, { retryAfter });
