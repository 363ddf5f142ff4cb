import type { ValidateFunction } from "ajv";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fieldsFromErrors } from "./contract.js";
import { badRequest, HttpError } from "./errors.js";

/** The largest request body any route reads. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * Refuses bodies over the limit while they stream in: a declared Content-Length over it is refused at once, a chunked
 * body is counted as it arrives and abandoned at the limit, so no request holds more than MAX_BODY_BYTES in memory.
 */
export function streamingBodyLimit(answer: (c: Context, error: HttpError) => Response | Promise<Response>) {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => answer(c, new HttpError(413, "PAYLOAD_TOO_LARGE")),
  });
}

// A lone UTF-16 surrogate (\ud800 in JSON) is a code point of category Cs under the `u` flag; pairs are not.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL (and any other consumer) can store as it is: no U+0000 and no lone surrogates. */
export function wellFormedText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * One rule for every string that enters: values and keys carrying U+0000 or ill-formed UTF-16 are refused with
 * 400 VALIDATION, the offending fields marked INVALID_CHARACTER, before any query sees them.
 */
export function refuseIllFormedText(value: unknown, prefix = "") {
  const fields: Record<string, string> = {};
  const walk = (item: unknown, path: string[]) => {
    if (typeof item === "string") {
      if (!wellFormedText(item)) fields[path.join(".") || prefix || "body"] = "INVALID_CHARACTER";
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        // A bad key is reported on its parent: echoing it back would carry the bad text out again.
        if (!wellFormedText(key)) fields[path.join(".") || prefix || "body"] = "INVALID_CHARACTER";
        else walk(child, [...path, key]);
      }
    }
  };
  walk(value, prefix ? [prefix] : []);
  if (Object.keys(fields).length) throw badRequest("VALIDATION", fields);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as text, refused (400) unless it is well-formed UTF-8: a replacement character would silently alter data. */
export async function readText(c: Context): Promise<string> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) throw new HttpError(413, "PAYLOAD_TOO_LARGE");
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest("VALIDATION", { body: "INVALID_CHARACTER" });
  }
}

/**
 * A JSON body checked against its schema: 400 INVALID_JSON when it does not parse, 400 VALIDATION with the
 * offending fields when it does not match, 400 VALIDATION (INVALID_CHARACTER) for ill-formed text. An empty body is
 * undefined, or 400 when `required`.
 */
export async function readJsonBody(
  c: Context,
  validate: ValidateFunction | undefined,
  required: boolean,
): Promise<unknown> {
  const raw = await readText(c);
  if (!raw.trim()) {
    if (required) throw badRequest("VALIDATION", { body: "REQUIRED" });
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badRequest("INVALID_JSON");
  }
  refuseIllFormedText(body);
  if (validate && !validate(body)) throw badRequest("VALIDATION", fieldsFromErrors(validate.errors ?? []));
  return body;
}
