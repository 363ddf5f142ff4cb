import type { ErrorCode } from "@club/contract";

/** The body every /api/v2 error answers (status >= 400). */
export interface ApiErrorBody {
  code?: ErrorCode;
  message?: string;
  fields?: Record<string, string>;
  [key: string]: unknown;
}

// Body fields that would clobber Error's own properties are kept only in `body`.
const RESERVED = new Set(["message", "name", "stack", "status", "body", "intercepted", "cause"]);

/**
 * Thrown for every response with status >= 400. `message` is always "API Error" (architecture §4);
 * every field of the response body is copied onto the error, so `error.code` and `error.fields` read directly.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The contract's error code (`ErrorCode`); undefined when the body had none (e.g. a proxy's own error page). */
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;
  /** The parsed body (or its text when it was not JSON). */
  readonly body: unknown;
  /** True when an interceptor took charge of this response (e.g. the 401 redirect). */
  intercepted: boolean;
  [field: string]: unknown;

  constructor(status: number, body: unknown, intercepted = false) {
    super("API Error");
    this.status = status;
    this.body = body;
    this.intercepted = intercepted;
    const record = isRecord(body) ? body : {};
    for (const [key, value] of Object.entries(record)) {
      if (!RESERVED.has(key)) (this as Record<string, unknown>)[key] = value;
    }
    // The platform answers only the contract's codes; the body is trusted as the contract types it.
    this.code = typeof record.code === "string" ? (record.code as ErrorCode) : undefined;
    this.fields = isRecord(record.fields) ? (record.fields as Record<string, string>) : undefined;
  }
}

/** Thrown when the platform could not be reached at all (offline, DNS, CORS). */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(cause: unknown) {
    super("Network Error", { cause });
  }
}

/**
 * True for an `ApiError`, and with `code` for one carrying that contract code (a code the contract does not list
 * fails to compile). Narrows `error.code` to the code asked for.
 */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<Code extends ErrorCode>(
  error: unknown,
  code: Code,
): error is ApiError & { readonly code: Code };
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
