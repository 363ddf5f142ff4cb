import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./http/request-context.js";

/**
 * The platform's logger. Every line written while a request is served carries its `requestId` (from the request's
 * async context), so routes, domain code and shared services need not thread a child logger through.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "club-api" },
    redact: ["req.headers.authorization", "password", "token"],
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
