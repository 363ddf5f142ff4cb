import { requireHuman } from "../bot-check.js";
import { cartOwner } from "../cart/cart.js";
import { findShopPage } from "../catalog/shop-pages.js";
import { bundleById, expenseView } from "../expenses/view.js";
import { HttpError, unprocessable } from "../http/errors.js";
import type { Handlers, Reply } from "../http/operation.js";
import { requestHash, withIdempotency } from "./idempotency.js";
import { placeOrder } from "./place-order.js";

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
      async () => {
        await requireHuman(services.botCheck, club, body.botToken, ip);
        const placed = await placeOrder(db, services, club, page, member, owner, order);
        const bundle = await bundleById(db, placed.expenseId);
        if (!bundle) throw new Error(`order ${placed.expenseId} vanished after commit`);
        return {
          status: 201,
          body: { expense: expenseView(bundle, lang), savedPaymentMethod: placed.savedPaymentMethod },
        };
      },
      { now: services.clock },
    );
    if (answer.status !== 201) throw new HttpError(500, "INTERNAL");
    return answer as Reply<"checkout">;
  },
} satisfies Partial<Handlers>;
