import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { hit, LIMITS } from "../auth/rate-limit.js";
import type { Db, Executor } from "../db/client.js";
import type { ClubRow, MemberRow } from "../db/rows.js";
import { members, sandboxCards, setupIntents } from "../db/schema/index.js";
import { readJsonBody } from "../http/body.js";
import { clientAddress } from "../http/client-address.js";
import { type BodyValidator, compileSchema } from "../http/contract.js";
import { errorResponse } from "../http/error-response.js";
import { badRequest, HttpError, notFound } from "../http/errors.js";
import { parseLang } from "../http/lang.js";
import { hashToken } from "../http/member-auth.js";
import { resolveClub } from "../http/tenancy.js";
import { newId } from "../ids.js";
import type { PaymentProcessor, Services } from "../services.js";
import { checkCard } from "./cards.js";
import { checkSetupCard } from "./sandbox.js";
import { publicPaymentMethod, saveMethod } from "./saved-methods.js";

// A card is a few dozen bytes: the sandbox reads far less than the platform's body limit.
const MAX_BODY_BYTES = 8 * 1024;

// The processor's own request shapes, checked like /api/v2's (400 VALIDATION with fields), as Stripe's API would.
const validateToken = compileSchema({
  type: "object",
  additionalProperties: false,
  required: ["number", "expMonth", "expYear", "cvc"],
  properties: {
    number: { type: "string", minLength: 1, maxLength: 32 },
    expMonth: { type: "integer", minimum: 1, maximum: 12 },
    expYear: { type: "integer", minimum: 0, maximum: 9999 },
    cvc: { type: "string", minLength: 1, maxLength: 8 },
    name: { type: "string", maxLength: 100 },
  },
});
const validateConfirm = compileSchema({
  type: "object",
  additionalProperties: false,
  required: ["clientSecret", "paymentMethodId"],
  properties: {
    clientSecret: { type: "string", minLength: 1, maxLength: 200 },
    paymentMethodId: { type: "string", minLength: 1, maxLength: 100 },
  },
});
const SETUP_INTENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

interface TokenRequest {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}
interface ConfirmRequest {
  clientSecret: string;
  paymentMethodId: string;
}

async function readBody<T>(c: Context, validate: BodyValidator): Promise<T> {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, "PAYLOAD_TOO_LARGE");
  return (await readJsonBody(c, validate, true)) as T;
}

/** Attaches a checked card to the member, keeps it as a saved payment method and closes the intent with it. */
export async function saveSandboxCard(
  tx: Executor,
  club: ClubRow,
  member: MemberRow,
  processor: PaymentProcessor,
  intentId: string,
  cardRef: string,
) {
  const attached = await processor.attach(tx, club, member, cardRef);
  const saved = await saveMethod(tx, club, member, processor, attached);
  await tx
    .update(setupIntents)
    .set({ status: "succeeded", paymentMethodId: saved.id, cardRef: null })
    .where(eq(setupIntents.id, intentId));
  return saved;
}

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
        return errorResponse(c, error, parseLang(c.req.header("accept-language")), services.log);
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
        const { name, ...card } = await readBody<TokenRequest>(c, validateToken);
        const checked = checkCard(card, now);
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
        const intentId = c.req.param("id") ?? "";
        if (!SETUP_INTENT_ID.test(intentId)) throw badRequest("VALIDATION", { "path.id": "INVALID_FORMAT" });
        const { clientSecret, paymentMethodId } = await readBody<ConfirmRequest>(c, validateConfirm);
        const processor = services.payments.forClub(theClub);
        const result = await db.transaction(async (tx) => {
          const [intent] = await tx
            .select()
            .from(setupIntents)
            .where(
              and(
                eq(setupIntents.id, intentId),
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
          const card = await checkSetupCard(tx, theClub, member.id, paymentMethodId, services.clock());
          // The card that always asks for 3-D Secure waits for the member on the challenge page, like Stripe's
          // requires_action: the challenge saves it (completed) or lets the intent take another card (failed).
          if (card.outcome === "authenticate") {
            await tx
              .update(setupIntents)
              .set({
                status: "requires_action",
                cardRef: card.id,
                lang: parseLang(c.req.header("accept-language")),
              })
              .where(eq(setupIntents.id, intent.id));
            return {
              id: intent.id,
              status: "requires_action",
              action: { type: "sandbox", challengeUrl: `/sandbox-pay/v1/challenges/${intent.id}` },
            };
          }
          const saved = await saveSandboxCard(tx, theClub, member, processor, intent.id, paymentMethodId);
          return { id: intent.id, status: "succeeded", paymentMethod: publicPaymentMethod(saved) };
        });
        return c.json(result, 200);
      }),
    );
  };
}
