import { randomUUID } from "node:crypto";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Db } from "../db/client.js";
import type { Services } from "../services.js";
import type { AppEnv } from "./app-env.js";
import { readJsonBody, refuseIllFormedText, streamingBodyLimit } from "./body.js";
import { clientAddress } from "./client-address.js";
import { type ContractOperation, contractOperations, fieldsFromErrors } from "./contract.js";
import { clubCors } from "./cors.js";
import { errorResponse } from "./error-response.js";
import { badRequest, HttpError, notFound, unauthorized } from "./errors.js";
import { parseLang } from "./lang.js";
import { bearerToken, memberForToken } from "./member-auth.js";
import type { Handlers, OperationContext, OperationId } from "./operation.js";
import { requestContext } from "./request-context.js";
import { securityHeaders } from "./security-headers.js";
import { resolveClub } from "./tenancy.js";

export interface AppOptions {
  db: Db;
  services: Services;
  handlers: Handlers;
  /** Routes outside /api/v2 (health, dev mailbox, sandbox processor, media). */
  extraRoutes?: Array<(app: Hono) => void>;
  /** Run around every request, inside its request context (metrics). */
  middleware?: MiddlewareHandler[];
}

/** The platform's HTTP app: every contract operation, validated on the way in (and, in development, on the way out). */
export function createApp({
  db,
  services,
  handlers,
  extraRoutes = [],
  middleware = [],
}: AppOptions): Hono<AppEnv> {
  const missing = contractOperations
    .filter((op) => !(op.operationId in handlers))
    .map((op) => op.operationId);
  if (missing.length) throw new Error(`No handler for contract operations: ${missing.join(", ")}`);

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await requestContext.run({ requestId }, async () => {
      await next();
      // One line per request: the route's template, never its path or query (ids, tokens in links) or headers.
      services.log.info(
        {
          method: c.req.method,
          route: routePath(c) || "(unmatched)",
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    });
  });
  app.use(securityHeaders({ trustProxy: services.config.trustProxy }));
  for (const handler of middleware) app.use(handler);
  // Before the body is read: a refused origin costs no more than a lookup.
  const cors = clubCors(db, (c, error) => errorResponse(c, error, languageOf(c), services.log));
  app.use("/api/*", cors);
  app.use("/sandbox-pay/*", cors);
  // Every route, /api/v2 and the rest: no body is read past the limit.
  app.use(streamingBodyLimit((c, error) => errorResponse(c, error, languageOf(c), services.log)));

  for (const operation of contractOperations) {
    app.on(operation.method, operation.routePath, (c) => runOperation(c, operation));
  }
  // Mounted in place, on an app of their own: they use none of the typed context, and errors still reach onError.
  const extra = new Hono();
  for (const add of extraRoutes) add(extra);
  app.route("/", extra);

  app.all("/api/*", (c) => {
    const known = contractOperations.some((op) => matches(op.path, c.req.path));
    return errorResponse(
      c,
      known ? new HttpError(405, "METHOD_NOT_ALLOWED") : notFound(),
      languageOf(c),
      services.log,
    );
  });
  app.notFound((c) => errorResponse(c, notFound(), "en", services.log));
  app.onError((error, c) => errorResponse(c, error, languageOf(c), services.log));
  return app;

  async function runOperation(c: Context<AppEnv>, operation: ContractOperation) {
    const lang = parseLang(c.req.header("accept-language"));
    const requestId = c.get("requestId");
    // The request id comes with every line from the request's context (see logger.ts).
    const log = services.log.child({ operationId: operation.operationId });
    try {
      const params = readParams(c, operation);
      if (!operation.validateParams(params))
        throw badRequest("VALIDATION", fieldsFromErrors(operation.validateParams.errors ?? []));
      refuseIllFormedText(params.path, "path");
      refuseIllFormedText(params.query, "query");
      const header = params.header as Record<string, string | undefined>;
      const club = await resolveClub(db, header["x-club-origin"]!, header["x-app-token"]!);
      const body = operation.hasBody
        ? await readJsonBody(c, operation.validateBody, operation.bodyRequired)
        : undefined;

      let member: OperationContext<OperationId>["member"] = null;
      let sessionTokenHash: string | null = null;
      const token = operation.auth === "none" ? undefined : bearerToken(c.req.header("authorization"));
      if (token) {
        const session = await memberForToken(db, club.id, token, services.clock(), services.config);
        if (session) ({ member, tokenHash: sessionTokenHash } = session);
      }
      if (operation.auth === "member" && !member) throw unauthorized();

      const context = {
        operationId: operation.operationId as OperationId,
        params: params as never,
        body: body as never,
        club,
        lang,
        member,
        sessionTokenHash,
        cartKey: header["x-cart-id"],
        ip: clientAddress(c, services.config.trustProxy),
        requestId,
        db,
        services,
        log,
      } satisfies OperationContext<OperationId>;
      const handler = handlers[operation.operationId as OperationId] as (
        ctx: typeof context,
      ) => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>;
      const reply = await handler(context);

      for (const [name, value] of Object.entries(reply.headers ?? {})) c.header(name, value);
      if (!("body" in reply) || reply.body === undefined) return c.body(null, reply.status as 204);
      if (typeof reply.body === "string") {
        c.header("Content-Type", "text/css; charset=utf-8");
        return c.body(reply.body, reply.status as 200);
      }
      if (services.config.validateResponses) {
        const errors = operation.validateResponse(reply.status, reply.body);
        if (errors) {
          log.error({ errors, body: reply.body }, "answer does not match the contract");
          throw new Error(
            `${operation.operationId} answered ${reply.status} outside the contract: ${JSON.stringify(errors.slice(0, 5))}`,
          );
        }
      }
      return c.json(reply.body as object, reply.status as 200);
    } catch (error) {
      return errorResponse(c, error, lang, log, operation.operationId);
    }
  }
}

function readParams(c: Context, operation: ContractOperation) {
  const query: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    query[name] = operation.arrayQuery.includes(name)
      ? values.flatMap((v) => v.split(",")).filter(Boolean)
      : values[0];
  }
  const header: Record<string, string> = {};
  for (const [name, value] of Object.entries(c.req.header())) header[name.toLowerCase()] = value;
  return { path: { ...c.req.param() }, query, header };
}

function languageOf(c: Context) {
  return parseLang(c.req.header("accept-language"));
}

function matches(template: string, path: string): boolean {
  const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`);
  return pattern.test(path);
}
