import type { Context } from "hono";
import { type BodyValidator, MAX_ERROR_FIELDS } from "./contract.js";
import { badRequest, HttpError } from "./errors.js";
import { jsonShape, MAX_JSON_DEPTH, MAX_JSON_VALUES } from "./json-shape.js";

/** The largest request body any route reads. */
export const MAX_BODY_BYTES = 256 * 1024;

/** What is read and dropped after the limit, so a client still sending gets the 413 on a reusable connection. */
const DISCARD_BYTES = 4 * 1024 * 1024;

/**
 * Reads every body up front, refusing it over the limit while it streams in: a declared Content-Length over it is
 * refused without keeping a byte, a chunked body is counted as it arrives and refused at the limit, so no request
 * holds more than MAX_BODY_BYTES in memory. Up to a few MB past the limit are read and dropped before answering (a
 * client that is still sending could not read an earlier answer); beyond that the answer closes the connection.
 */
export function streamingBodyLimit(answer: (c: Context, error: HttpError) => Response | Promise<Response>) {
  const refuse = async (c: Context, reader: ReadableStreamDefaultReader<Uint8Array>, seen: number) => {
    let read = seen;
    for (;;) {
      if (read > DISCARD_BYTES) {
        c.header("Connection", "close");
        reader.releaseLock();
        break;
      }
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
    }
    return answer(c, new HttpError(413, "PAYLOAD_TOO_LARGE"));
  };

  return async (c: Context, next: () => Promise<void>) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const declared = c.req.header("content-length");
    if (
      declared !== undefined &&
      c.req.header("transfer-encoding") === undefined &&
      Number(declared) > MAX_BODY_BYTES
    )
      return refuse(c, reader, 0);
    // Every body is read whole before the route runs, even one the route will refuse unread (a bad header, no
    // session): the connection is then clean for the client's next request.
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) return refuse(c, reader, size);
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

// A lone UTF-16 surrogate (\ud800 in JSON) is a code point of category Cs under the `u` flag; pairs are not.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL (and any other consumer) can store as it is: no U+0000 and no lone surrogates. */
export function wellFormedText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * One rule for every string that enters: values and keys carrying U+0000 or ill-formed UTF-16 are refused with
 * 400 VALIDATION, the offending fields (at most MAX_ERROR_FIELDS) marked INVALID_CHARACTER, before any query sees
 * them. The walk recurses: bodies come here only once their depth is known to be bounded.
 */
export function refuseIllFormedText(value: unknown, prefix = "") {
  const fields: Record<string, string> = {};
  let count = 0;
  const mark = (path: string[]) => {
    const field = path.join(".") || prefix || "body";
    if (!Object.hasOwn(fields, field)) count++;
    fields[field] = "INVALID_CHARACTER";
  };
  // One path, extended and shortened as the walk goes: a copy per value would cost as much again as the body.
  const path: string[] = prefix ? [prefix] : [];
  const walk = (item: unknown) => {
    if (count >= MAX_ERROR_FIELDS) return;
    if (typeof item === "string") {
      if (!wellFormedText(item)) mark(path);
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        path.push(String(index));
        walk(item[index]);
        path.pop();
      }
    } else if (item && typeof item === "object") {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        // A bad key is reported on its parent: echoing it back would carry the bad text out again.
        if (!wellFormedText(key)) mark(path);
        else {
          path.push(key);
          walk((item as Record<string, unknown>)[key]);
          path.pop();
        }
      }
    }
  };
  walk(value);
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
 * A JSON body checked against its schema. Told from the text before it is parsed: 400 VALIDATION with `body:
 * TOO_DEEP` past MAX_JSON_DEPTH, `body: TOO_MANY_VALUES` past MAX_JSON_VALUES. Then 400 INVALID_JSON when it does not
 * parse, 400 VALIDATION with the offending fields when it does not match, 400 VALIDATION (INVALID_CHARACTER) for
 * ill-formed text. An empty body is undefined, or 400 when `required`.
 */
export async function readJsonBody(
  c: Context,
  validate: BodyValidator | undefined,
  required: boolean,
): Promise<unknown> {
  const raw = await readText(c);
  if (!raw.trim()) {
    if (required) throw badRequest("VALIDATION", { body: "REQUIRED" });
    return undefined;
  }
  const shape = jsonShape(raw, MAX_JSON_DEPTH);
  if (shape.depth > MAX_JSON_DEPTH) throw badRequest("VALIDATION", { body: "TOO_DEEP" });
  if (shape.values > MAX_JSON_VALUES) throw badRequest("VALIDATION", { body: "TOO_MANY_VALUES" });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badRequest("INVALID_JSON");
  }
  refuseIllFormedText(body);
  const fields = validate?.(body, shape.values);
  if (fields) throw badRequest("VALIDATION", fields);
  return body;
}
