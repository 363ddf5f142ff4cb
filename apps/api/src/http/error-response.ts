import type { Context } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./app-env.js";
import { conflictFor } from "./conflicts.js";
import { HttpError } from "./errors.js";
import type { Lang } from "./lang.js";
import { messageFor } from "./messages.js";

/**
 * The contract's error body for any failure of any route: an HttpError as its status and code, a unique violation
 * as its 409 code, anything else as 500 INTERNAL (logged). Each carries the request's id.
 */
export function errorResponse(
  c: Context<AppEnv>,
  error: unknown,
  lang: Lang,
  log: Logger,
  operationId?: string,
): Response {
  const requestId = c.get("requestId");
  const known = error instanceof HttpError ? error : conflictFor(error, operationId);
  if (known) {
    if (known.extra?.retryAfter) c.header("Retry-After", String(known.extra.retryAfter));
    return c.json(
      {
        code: known.code,
        message: messageFor(known.code, lang),
        ...(known.fields && Object.keys(known.fields).length ? { fields: known.fields } : {}),
        ...(requestId ? { requestId } : {}),
        ...known.extra,
      },
      known.status as 400,
    );
  }
  log.error({ err: error }, "request failed");
  return c.json(
    { code: "INTERNAL", message: messageFor("INTERNAL", lang), ...(requestId ? { requestId } : {}) },
    500,
  );
}
