import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  type CartChoices,
  type CartOwner,
  cartEntries,
  findCart,
  priceEntries,
  resolveChoices,
} from "../cart/cart.js";
import { litres } from "../catalog/items.js";
import { rulesOf, type ShopPageRow } from "../catalog/shop-pages.js";
import type { Db, Executor } from "../db/client.js";
import type { ClubRow, MemberRow } from "../db/rows.js";
import {
  cartLines,
  carts,
  charges,
  coupons,
  expenseCounters,
  expenseLines,
  expenses,
  members,
  paymentMethods,
  shopItems,
} from "../db/schema/index.js";
import { conflict, unprocessable } from "../http/errors.js";
import { newId, newSecret } from "../ids.js";
import { publicPaymentMethod, saveMethod } from "../payments/saved-methods.js";
import type { CardFacts, Services } from "../services.js";
import { awardPoints, pointsFor } from "./points.js";
import { checkOrder, paysInPerson } from "./rules.js";

export interface CheckoutInput {
  shippingMode: "shipping" | "pickup";
  billingMode: "receipt" | "invoice";
  howToPay: "new" | "saved";
  email: string;
  phone?: string;
  phoneCountry?: string;
  firstName?: string;
  lastName?: string;
  shippingId?: string;
  shippingAddress?: Record<string, unknown>;
  listingId?: string;
  billingId?: string;
  billing?: Record<string, unknown>;
  couponCode?: string;
  paymentMethodId?: string;
  cardName?: string;
  savePaymentMethod?: boolean;
  notes?: string;
  expectedTotal?: { amount: number; currency: string };
}

export interface PlacedOrder {
  expenseId: string;
  savedPaymentMethod: {
    id: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    cardName?: string;
    isDefault: boolean;
  } | null;
}

/** An order's lines as priced now: title and format copied, so the order keeps them if the catalog changes. */
export function expenseLineRows(
  expenseId: string,
  entries: Array<{
    item: { id: string; price: number };
    product: {
      title: { it: string; en: string };
      productType: string;
      format: number | string | null;
      weight: number | null;
    };
    quantity: number;
  }>,
) {
  return entries.map(({ item, product, quantity }, position) => ({
    expenseId,
    position,
    shopItemId: item.id,
    title: product.title,
    productType: product.productType,
    format: litres(product.format),
    weight: product.weight,
    quantity,
    unitPrice: item.price,
    lineTotal: item.price * quantity,
  }));
}

/** The order number's sequence per club and year: one row, incremented under its row lock. */
export async function nextNumber(tx: Executor, clubId: string, year: number) {
  const [row] = await tx
    .insert(expenseCounters)
    .values({ clubId, year, last: 1 })
    .onConflictDoUpdate({
      target: [expenseCounters.clubId, expenseCounters.year],
      set: { last: sql`${expenseCounters.last} + 1` },
    })
    .returning({ last: expenseCounters.last });
  return `${year}-${String(row!.last).padStart(6, "0")}`;
}

/**
 * Turns the owner's cart into an order in one transaction: re-prices from the database with the cart's items
 * locked, checks every step's rules, writes the expense, takes stock and coupon use, awards points, empties the
 * cart and charges last. A failed charge rolls it all back; a charge whose transaction then fails is refunded.
 */
export async function placeOrder(
  db: Db,
  services: Services,
  club: ClubRow,
  page: ShopPageRow,
  member: MemberRow | null,
  owner: CartOwner,
  input: CheckoutInput,
): Promise<PlacedOrder> {
  const processor = services.payments.forClub(club);
  let charged: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const now = services.clock();
      const cart = await findCart(tx, club.id, page.id, owner, true);
      if (!cart) throw unprocessable("CART_EMPTY");
      const lineIds = (
        await tx.select({ id: cartLines.shopItemId }).from(cartLines).where(eq(cartLines.cartId, cart.id))
      ).map((line) => line.id);
      if (!lineIds.length) throw unprocessable("CART_EMPTY");
      // Every checkout locks items in id order, so two carts sharing items wait for each other instead of deadlocking.
      await tx
        .select({ id: shopItems.id })
        .from(shopItems)
        .where(and(eq(shopItems.clubId, club.id), inArray(shopItems.id, lineIds)))
        .orderBy(asc(shopItems.id))
        .for("update");

      const choiceInput: CartChoices = {
        shippingMode: input.shippingMode,
        billingMode: input.billingMode,
        ...(input.couponCode !== undefined ? { couponCode: input.couponCode } : {}),
        ...(input.listingId !== undefined ? { listingId: input.listingId } : {}),
        ...(input.shippingId ? { shippingId: input.shippingId } : {}),
        ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
        ...(input.billingId ? { billingId: input.billingId } : {}),
        ...(input.billing ? { billing: input.billing } : {}),
        email: input.email,
      };
      // One transaction is one connection: its queries run one after another.
      const entries = await cartEntries(tx, club.id, page.id, cart);
      const rules = await rulesOf(tx, page.id);
      const choices = await resolveChoices(tx, page, member, cart.state, choiceInput, true);
      const pricing = priceEntries(entries, rules, choices, now);
      checkOrder(page, choices, pricing);
      if (
        input.expectedTotal &&
        (input.expectedTotal.amount !== pricing.total || input.expectedTotal.currency !== page.currency)
      )
        throw conflict("PRICE_CHANGED", { expectedTotal: String(pricing.total) });

      // How the order is paid, decided before anything is written.
      const inPerson = paysInPerson(page, choices) || pricing.total === 0;
      let paymentRef: string | null = null;
      let customerRef: string | null = null;
      if (!paysInPerson(page, choices) && pricing.total > 0) {
        if (input.howToPay === "saved") {
          if (!member || !input.paymentMethodId)
            throw unprocessable("PAYMENT_METHOD_REQUIRED", { paymentMethodId: "REQUIRED" });
          const [saved] = await tx
            .select()
            .from(paymentMethods)
            .where(
              and(
                eq(paymentMethods.id, input.paymentMethodId),
                eq(paymentMethods.memberId, member.id),
                eq(paymentMethods.clubId, club.id),
                isNull(paymentMethods.deletedAt),
              ),
            );
          if (!saved) throw unprocessable("PAYMENT_METHOD_REQUIRED", { paymentMethodId: "NOT_FOUND" });
          paymentRef = saved.providerRef;
          customerRef = member.providerCustomerId;
        } else {
          if (!input.paymentMethodId)
            throw unprocessable("PAYMENT_METHOD_REQUIRED", { paymentMethodId: "REQUIRED" });
          paymentRef = input.paymentMethodId;
        }
      }

      const expenseId = newId("exp");
      const number = await nextNumber(tx, club.id, now.getUTCFullYear());
      const address = choices.shippingMode === "shipping" ? choices.shippingAddress : null;
      const firstName = input.firstName ?? member?.firstName ?? address?.firstName ?? null;
      const lastName = input.lastName ?? member?.lastName ?? address?.lastName ?? null;

      // Points: every program of the club running at the order's date, for members only.
      const awards = member ? await pointsFor(tx, club.id, pricing.total, page.currency, now) : [];
      const pointsEarned = awards.reduce((sum, award) => sum + award.points, 0);

      await tx.insert(expenses).values({
        id: expenseId,
        publicId: newSecret(18),
        clubId: club.id,
        shopPageId: page.id,
        memberId: member?.id ?? null,
        number,
        status: paysInPerson(page, choices) ? "awaiting_pickup_payment" : "paid",
        email: input.email,
        firstName,
        lastName,
        phone: input.phone ?? address?.phone ?? null,
        currency: page.currency,
        subtotal: pricing.subtotal,
        discount: pricing.discount,
        shippingCost: pricing.shippingCost,
        total: pricing.total,
        couponCode: pricing.coupon?.valid ? pricing.coupon.code : null,
        shippingMode: choices.shippingMode,
        billingMode: choices.billingMode,
        listingId: choices.shippingMode === "shipping" ? (choices.listing?.id ?? null) : null,
        listingName: choices.shippingMode === "shipping" ? (choices.listing?.name ?? null) : null,
        shippingAddress: address,
        billing: choices.billingMode === "invoice" ? choices.billing : null,
        payment: { method: inPerson ? "in_person" : "card" },
        pointsEarned,
        notes: input.notes ?? cart.state.notes ?? null,
        createdAt: now,
      });
      await tx.insert(expenseLines).values(expenseLineRows(expenseId, entries));

      for (const { item, quantity } of entries)
        await tx
          .update(shopItems)
          .set({ stock: sql`${shopItems.stock} - ${quantity}` })
          .where(eq(shopItems.id, item.id));

      if (pricing.coupon?.valid && choices.coupon) {
        const [used] = await tx
          .update(coupons)
          .set({ usedCount: sql`${coupons.usedCount} + 1` })
          .where(
            and(
              eq(coupons.id, choices.coupon.id),
              sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
            ),
          )
          .returning({ id: coupons.id });
        if (!used) throw unprocessable("COUPON_INVALID", { couponCode: "COUPON_INVALID" });
      }

      if (member) await awardPoints(tx, member.id, expenseId, awards, now);

      // The cart is spent: its lines and one-order choices go, the visitor's addresses stay for next time.
      await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
      const { couponCode: _coupon, notes: _notes, ...kept } = cart.state;
      await tx.update(carts).set({ state: kept, updatedAt: now }).where(eq(carts.id, cart.id));

      let savedPaymentMethod: PlacedOrder["savedPaymentMethod"] = null;
      let saveCard: { providerRef: string; card: CardFacts } | null = null;
      if (paymentRef) {
        if (input.savePaymentMethod && member && input.howToPay === "new") {
          saveCard = await processor.attach(tx, club, member, paymentRef);
          paymentRef = saveCard.providerRef;
          // Attaching may have created the member's customer at the processor.
          const [fresh] = await tx
            .select({ customer: members.providerCustomerId })
            .from(members)
            .where(eq(members.id, member.id));
          customerRef = fresh?.customer ?? member.providerCustomerId;
        }
        const result = await processor.charge(tx, club, {
          amount: pricing.total,
          currency: page.currency,
          paymentMethodRef: paymentRef,
          customerRef,
          memberId: member?.id ?? null,
          idempotencyKey: `order_${expenseId}`,
          description: `${club.company.name} ${number}`,
        });
        charged = result.providerRef;
        await tx.insert(charges).values({
          id: newId("chg"),
          clubId: club.id,
          expenseId,
          provider: processor.provider,
          providerRef: result.providerRef,
          amount: pricing.total,
          currency: page.currency,
          status: "succeeded",
          createdAt: now,
        });
        await tx
          .update(expenses)
          .set({ payment: { method: "card", brand: result.card.brand, last4: result.card.last4 } })
          .where(eq(expenses.id, expenseId));
        if (saveCard && member) {
          const cardName = input.cardName ?? saveCard.card.cardName ?? null;
          const row = await saveMethod(tx, club, member, processor, {
            providerRef: saveCard.providerRef,
            card: { ...saveCard.card, cardName },
          });
          savedPaymentMethod = publicPaymentMethod(row);
        }
      }
      return { expenseId, savedPaymentMethod };
    });
  } catch (error) {
    if (charged) {
      const ref = charged;
      await processor.refund(db, club, ref).catch((refundError: unknown) => {
        // The sandbox's charge row went with the rolled-back transaction; a real processor's must be refunded.
        services.log.error({ err: refundError, providerRef: ref }, "refund after a failed checkout failed");
      });
    }
    throw error;
  }
}
