import { and, asc, eq, isNull } from "drizzle-orm";
import { paymentMethods } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";
import type { Handlers } from "../http/operation.js";

export const paymentMethodHandlers = {
  async createSetupIntent({ member, club, db, services }) {
    const processor = services.payments.forClub(club);
    const intent = await processor.createSetupIntent(db, club, member!);
    return { status: 200, body: { provider: processor.provider, ...intent } };
  },

  async deletePaymentMethod({ params, member, club, db, services }) {
    const processor = services.payments.forClub(club);
    await db.transaction(async (tx) => {
      // Another member's method answers the same 404 as a missing one: ids reveal nothing.
      const [method] = await tx
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.id, params.path.paymentMethodId),
            eq(paymentMethods.memberId, member!.id),
            eq(paymentMethods.clubId, club.id),
            isNull(paymentMethods.deletedAt),
          ),
        )
        .for("update");
      if (!method) throw notFound();
      // Soft delete: past orders may still name the card.
      await tx
        .update(paymentMethods)
        .set({ deletedAt: services.clock(), isDefault: false })
        .where(eq(paymentMethods.id, method.id));
      if (method.isDefault) {
        const [next] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.memberId, member!.id), isNull(paymentMethods.deletedAt)))
          .orderBy(asc(paymentMethods.createdAt))
          .limit(1);
        if (next)
          await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
      }
      if (method.provider === processor.provider) await processor.detach(tx, club, method.providerRef);
    });
    return { status: 204 };
  },
} satisfies Pick<Handlers, "createSetupIntent" | "deletePaymentMethod">;
