import { requireHuman } from "../bot-check.js";
import { cartOwner } from "../cart/cart.js";
import { findShopPage } from "../catalog/shop-pages.js";
import { bundleById, expenseView } from "../expenses/view.js";
import { HttpError, unprocessable } from "../http/errors.js";
import type { Handlers, Reply } from "../http/operation.js";
import { requestHash, withIdempotency } from "./idempotency.js";
import { placeOrder } from "./place-order.js";

/** What the idempotency key remembers of an open attempt: the order it created. */
const pendingOrder = (previous: unknown) =>
  previous &&
  typeof previous === "object" &&
  "expenseId" in previous &&
  typeof previous.expenseId === "string"
    ? previous.expenseId
    : null;

export const checkoutHandlers = {
  async checkout({ club, db, lang, member, cartKey, params, body, services, ip }) {
    const page = await findShopPage(db, club.id, params.path.shopPageId);
    const owner = cartOwner(member, cartKey);
    if (!owner) throw unprocessable("CART_EMPTY");
    const key = params.header["idempotency-key"]!;
    const { botToken: _botToken, ...order } = body;
    const answer = await withIdempotency(
      db,
      {
        clubId: club.id,
        scope: "checkout",
        key,
        // The same key for another cart, page or body is a different request.
        hash: requestHash({ shopPageId: page.id, owner, order }),
      },
      async (attempt) => {
        const pendingExpenseId = pendingOrder(attempt.previous);
        // A continued attempt already passed the bot check (its token is single-use).
        if (!pendingExpenseId) await requireHuman(services.botCheck, club, body.botToken, ip);
        const outcome = await placeOrder(db, services, club, page, member, owner, order, {
          lang,
          pendingExpenseId,
          remember: (expenseId, tx) => attempt.remember({ expenseId }, tx),
        });
        if (outcome.status === "requires_action")
          return {
            status: 202,
            body: { status: "requires_action", expensePublicId: outcome.publicId, action: outcome.action },
          };
        const bundle = await bundleById(db, outcome.expenseId);
        if (!bundle) throw new Error(`order ${outcome.expenseId} vanished after commit`);
        return {
          status: 201,
          body: {
            status: outcome.status,
            expense: expenseView(bundle, lang),
            savedPaymentMethod: outcome.savedPaymentMethod,
          },
        };
      },
      { now: services.clock },
    );
    if (answer.status !== 201 && answer.status !== 202) throw new HttpError(500, "INTERNAL");
    return answer as Reply<"checkout">;
  },
} satisfies Partial<Handlers>;
