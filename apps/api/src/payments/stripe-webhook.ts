import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import Stripe from "stripe";
import type { Db } from "../db/client.js";
import { clubs, members } from "../db/schema/index.js";
import type { Services } from "../services.js";
import { saveMethod } from "./saved-methods.js";

/**
 * Stripe's webhook (POST /webhooks/stripe, signed with STRIPE_WEBHOOK_SECRET): a SetupIntent confirmed by the card
 * field in the browser becomes one of the member's saved payment methods. The member and club come from the
 * metadata the platform put on the SetupIntent; the signature proves Stripe sent it.
 */
export function stripeWebhookRoutes(
  db: Db,
  services: Services,
  secret = services.config.stripeWebhookSecret,
) {
  return (app: Hono) => {
    if (!secret) return;
    app.post("/webhooks/stripe", async (c) => {
      const payload = await c.req.text();
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(payload, c.req.header("stripe-signature") ?? "", secret);
      } catch {
        return c.json({ code: "INVALID_SIGNATURE", message: "The webhook signature does not match" }, 400);
      }
      if (event.type !== "setup_intent.succeeded") return c.json({ received: true, handled: false });

      const intent = event.data.object;
      const paymentMethod =
        typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
      const { memberId, clubId } = intent.metadata ?? {};
      if (!paymentMethod || !memberId || !clubId) return c.json({ received: true, handled: false });
      const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.clubId, clubId)))
        .limit(1);
      if (!club || !member) return c.json({ received: true, handled: false });
      const processor = services.payments.forClub(club);
      if (processor.provider !== "stripe") return c.json({ received: true, handled: false });
      const card = await processor.describe(db, club, paymentMethod);
      const saved = await saveMethod(db, club, member, processor, { providerRef: paymentMethod, card });
      services.log.info({ memberId, paymentMethodId: saved.id }, "saved a Stripe card from a setup intent");
      return c.json({ received: true, handled: true });
    });
  };
}
