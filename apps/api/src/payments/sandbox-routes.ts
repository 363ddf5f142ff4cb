import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { hit, LIMITS } from "../auth/rate-limit.js";
import type { Db } from "../db/client.js";
import { members, sandboxCards, setupIntents } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/errors.js";
import { parseLang } from "../http/lang.js";
import { hashToken } from "../http/member-auth.js";
import { messageFor } from "../http/messages.js";
import { resolveClub } from "../http/tenancy.js";
import { newId } from "../ids.js";
import type { Services } from "../services.js";
import { checkCard } from "./cards.js";
import { publicPaymentMethod, saveMethod } from "./saved-methods.js";

const MAX_BODY = 8 * 1024;

async function readJson(c: Context): Promise<Record<string, unknown>> {
  const raw = await c.req.text();
  if (raw.length > MAX_BODY) throw new HttpError(413, "PAYLOAD_TOO_LARGE");
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest("INVALID_JSON");
}

function clientAddress(c: Context, trustProxy: boolean): string {
  // Same rule as /api/v2: behind the storefront's proxy the client is the first X-Forwarded-For entry.
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

const asInt = (value: unknown) =>
  typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
const asText = (value: unknown, max: number) =>
  typeof value === "string" && value.length <= max ? value : undefined;

/**
 * The sandbox processor's own endpoints, outside /api/v2 like a hosted card field: the card number goes here and
 * never to /api/v2, which only sees the `pm_sbx_…` token. The club is named by the same tenancy headers.
 */
export function sandboxRoutes(db: Db, services: Services) {
  return (app: Hono) => {
    const route = (handler: (c: Context) => Promise<Response>) => async (c: Context) => {
      try {
        return await handler(c);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.extra?.retryAfter) c.header("Retry-After", String(error.extra.retryAfter));
        return c.json(
          {
            code: error.code,
            message: messageFor(error.code, parseLang(c.req.header("accept-language"))),
            ...(error.fields ? { fields: error.fields } : {}),
            ...error.extra,
          },
          error.status as 400,
        );
      }
    };
    const club = (c: Context) =>
      resolveClub(db, c.req.header("x-club-origin") ?? "", c.req.header("x-app-token") ?? "");

    app.post(
      "/sandbox-pay/v1/tokens",
      route(async (c) => {
        const theClub = await club(c);
        const now = services.clock();
        await hit(db, LIMITS.sandboxTokensIp, theClub.id, clientAddress(c, services.config.trustProxy), now);
        const body = await readJson(c);
        const number = asText(body.number, 32);
        const cvc = asText(body.cvc, 8);
        const name = body.name === undefined ? undefined : asText(body.name, 100);
        const missing: Record<string, string> = {};
        if (!number) missing.number = "REQUIRED";
        if (!cvc) missing.cvc = "REQUIRED";
        if (body.name !== undefined && name === undefined) missing.name = "INVALID";
        if (Object.keys(missing).length) throw badRequest("VALIDATION", missing);
        const checked = checkCard(
          { number: number!, cvc: cvc!, expMonth: asInt(body.expMonth), expYear: asInt(body.expYear) },
          now,
        );
        if (!checked.ok) throw badRequest("VALIDATION", checked.fields);
        const id = newId("pm_sbx");
        await db.insert(sandboxCards).values({
          id,
          clubId: theClub.id,
          brand: checked.brand,
          last4: checked.last4,
          expMonth: checked.expMonth,
          expYear: checked.expYear,
          cardName: name?.trim() || null,
          outcome: checked.outcome,
          createdAt: now,
        });
        return c.json(
          {
            id,
            brand: checked.brand,
            last4: checked.last4,
            expMonth: checked.expMonth,
            expYear: checked.expYear,
            ...(name?.trim() ? { name: name.trim() } : {}),
          },
          200,
        );
      }),
    );

    app.post(
      "/sandbox-pay/v1/setup-intents/:id/confirm",
      route(async (c) => {
        const theClub = await club(c);
        const body = await readJson(c);
        const clientSecret = asText(body.clientSecret, 200);
        const paymentMethodId = asText(body.paymentMethodId, 100);
        if (!clientSecret || !paymentMethodId)
          throw badRequest("VALIDATION", {
            ...(clientSecret ? {} : { clientSecret: "REQUIRED" }),
            ...(paymentMethodId ? {} : { paymentMethodId: "REQUIRED" }),
          });
        const processor = services.payments.forClub(theClub);
        const result = await db.transaction(async (tx) => {
          const [intent] = await tx
            .select()
            .from(setupIntents)
            .where(
              and(
                eq(setupIntents.id, c.req.param("id") ?? ""),
                eq(setupIntents.clubId, theClub.id),
                eq(setupIntents.provider, "sandbox"),
              ),
            )
            .for("update");
          const presented = Buffer.from(hashToken(clientSecret));
          if (!intent || !timingSafeEqual(presented, Buffer.from(intent.clientSecretHash))) throw notFound();
          if (intent.status !== "requires_payment_method") throw new HttpError(409, "SETUP_INTENT_INVALID");
          const [member] = await tx.select().from(members).where(eq(members.id, intent.memberId)).limit(1);
          if (!member) throw notFound();
          const attached = await processor.attach(tx, theClub, member, paymentMethodId);
          const saved = await saveMethod(tx, theClub, member, processor, attached);
          await tx
            .update(setupIntents)
            .set({ status: "succeeded", paymentMethodId: saved.id })
            .where(eq(setupIntents.id, intent.id));
          return { id: intent.id, status: "succeeded", paymentMethod: publicPaymentMethod(saved) };
        });
        return c.json(result, 200);
      }),
    );
  };
}
