import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./http/request-context.js";

/** The longest text one field of a logged error keeps. */
export const MAX_LOGGED_TEXT = 2000;

/**
 * An error as pino writes it, bounded: a failed query's message, stack and `params` carry the request's values (up to
 * a whole body each), so `params` is left out and a text longer than MAX_LOGGED_TEXT keeps its start and its end
 * (where pino puts the cause's message).
 */
export function loggedError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const bounded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (key === "params") continue;
    bounded[key] = typeof value === "string" ? cut(value) : value;
  }
  return bounded;
}

function cut(text: string): string {
  if (text.length <= MAX_LOGGED_TEXT) return text;
  const tail = Math.floor(MAX_LOGGED_TEXT / 4);
  return `${text.slice(0, MAX_LOGGED_TEXT - tail)}…(${text.length} chars)…${text.slice(-tail)}`;
}

/**
 * The platform's logger. Every line written while a request is served carries its `requestId` (from the request's
 * async context), so routes, domain code and shared services need not thread a child logger through.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "club-api" },
    redact: ["req.headers.authorization", "password", "token"],
    serializers: { err: loggedError },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
