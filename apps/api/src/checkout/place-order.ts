import type { CheckoutRequest } from "@club/contract";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import {
  type CartChoices,
  type CartLineEntry,
  type CartOwner,
  type CartRow,
  cartEntries,
  couponTerms,
  customerCouponUses,
  findCart,
  findCoupon,
  priceEntries,
  type ResolvedChoices,
  resolveChoices,
} from "../cart/cart.js";
import { couponRefusal, type Pricing } from "../cart/pricing.js";
import { litres } from "../catalog/items.js";
import { rulesOf, type ShopPageRow } from "../catalog/shop-pages.js";
import type { Db, Executor } from "../db/client.js";
import { inItemOrder } from "../db/lock-order.js";
import type { ClubRow, MemberRow } from "../db/rows.js";
import {
  cartLines,
  coupons,
  expenseCounters,
  expenseLines,
  expenses,
  members,
  paymentMethods,
  shopItems,
} from "../db/schema/index.js";
import { type Transaction, transaction } from "../db/transaction.js";
import type { ExpenseRow } from "../expenses/view.js";
import { conflict, HttpError, paymentFailed, unprocessable } from "../http/errors.js";
import type { Lang } from "../http/lang.js";
import { newId, newSecret } from "../ids.js";
import { applyPlacedEffects, markPaid, releaseOrder, type SavedPaymentMethod } from "../orders/payment.js";
import type { ChargeResult, PaymentAction, PaymentProcessor, Services } from "../services.js";
import { ageCheckOf, declareAge } from "./age.js";
import { resolveGift } from "./gift.js";
import { pointsFor } from "./points.js";
import { checkOrder, couponRefused, paysInPerson } from "./rules.js";

/** The checkout's request as the contract types it, less the bot check's token (checked before). */
export type CheckoutInput = Omit<CheckoutRequest, "botToken">;

/** How a checkout attempt ended: an order placed for good, or one waiting for the shopper's authentication. */
export type CheckoutOutcome =
  | {
      status: "paid" | "awaiting_pickup_payment";
      expenseId: string;
      savedPaymentMethod: SavedPaymentMethod | null;
    }
  | { status: "requires_action"; expenseId: string; publicId: string; action: PaymentAction };

export interface AttemptContext {
  lang: Lang;
  /** The order this checkout attempt (its Idempotency-Key) already created: it is continued, never made again. */
  pendingExpenseId: string | null;
  /**
   * Ties the new order to the attempt inside the transaction that writes it, so a retry or a takeover after a crash
   * finds it, and an attempt that lost its key to a takeover cannot commit a second order.
   */
  remember(expenseId: string, tx: Executor): Promise<void>;
}

/**
 * An order's lines as priced now (`priced`, the pricing's lines in the same order: a member's line at the member price):
 * title and format copied, so the order keeps them if the catalog changes.
 */
export function expenseLineRows(
  expenseId: string,
  entries: Array<{
    item: { id: string };
    product: {
      title: { it: string; en: string };
      productType: string;
      format: number | string | null;
      weight: number | null;
    };
    quantity: number;
  }>,
  priced: Array<{ unitPrice: number; lineTotal: number }>,
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
    unitPrice: priced[position]!.unitPrice,
    lineTotal: priced[position]!.lineTotal,
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
 * Gives a just-written order its number as the reservation's last statement: the club's counter row is every order's
 * one shared lock, so it is taken here, one round trip before the commit, not while the order and its lines are
 * written (under load each round trip waits for the event loop, and the next buyer waits for all of them).
 */
async function assignNumber(tx: Executor, clubId: string, year: number, expenseId: string) {
  const result = await tx.execute(sql`
    with counted as (
      insert into ${expenseCounters} (club_id, year, last) values (${clubId}, ${year}, 1)
      on conflict (club_id, year) do update set last = ${expenseCounters}.last + 1
      returning last
    )
    update ${expenses} set number = ${String(year)} || '-' || lpad(counted.last::text, 6, '0')
    from counted where ${expenses}.id = ${expenseId}
    returning ${expenses}.number`);
  const [row] = (result as unknown as { rows: Array<{ number: string }> }).rows;
  if (!row) throw new Error(`order ${expenseId} vanished before its number`);
  return row.number;
}

/** The processor's idempotency key of an order's one charge. */
export const chargeKey = (expenseId: string) => `order_${expenseId}`;

/** A 402 (or a card the processor does not know): the payment did not happen and will not. */
const refused = (error: unknown) =>
  error instanceof HttpError && (error.status === 402 || error.code === "PAYMENT_METHOD_REQUIRED");

type Reserved =
  | { placed: true; expense: ExpenseRow }
  | { placed: false; expense: ExpenseRow; customerRef: string | null };

/** Who checks out what: the request and where it came from. */
interface CheckoutRequestContext {
  services: Services;
  club: ClubRow;
  page: ShopPageRow;
  member: MemberRow | null;
  owner: CartOwner;
  input: CheckoutInput;
  attempt: AttemptContext;
}

/** What reserve's steps share: the request, its transaction, and what each step found for the next ones. */
type Reservation = CheckoutRequestContext & { tx: Transaction; now: Date };
type Locked = Reservation & { cart: CartRow };
type Priced = Locked & {
  entries: CartLineEntry[];
  choices: ResolvedChoices;
  pricing: Pricing;
  ageDeclaration: ReturnType<typeof declareAge>;
  gift: Awaited<ReturnType<typeof resolveGift>>;
  inPerson: boolean;
  charged: boolean;
  paymentRef: string | null;
  customerRef: string | null;
};
type Written = Priced & { expense: ExpenseRow };

/** Lock the cart: its row first of all (db/lock-order.ts), so an edit of the cart and the order queue for it. */
async function lockTheCart(step: Reservation): Promise<Locked> {
  const { tx, club, page, owner } = step;
  const cart = await findCart(tx, club.id, page.id, owner, true);
  if (!cart) throw unprocessable("CART_EMPTY");
  const [line] = await tx
    .select({ id: cartLines.shopItemId })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .limit(1);
  if (!line) throw unprocessable("CART_EMPTY");
  return { ...step, cart };
}

/**
 * Price: from the database as it is now, checked against every step's rules, and how it is paid. No
 * item or coupon is locked while pricing: they are taken at the end, so the shared rows are held for the fewest
 * statements.
 */
async function price(step: Locked): Promise<Priced> {
  const { tx, club, page, member, input, cart, now } = step;
  // A gift's recipient is the destination: the listing, its price and the age rule are the recipient country's.
  const gift = await resolveGift(tx, member, input.shippingMode, input.gift);
  const choiceInput: CartChoices = {
    shippingMode: input.shippingMode,
    billingMode: input.billingMode,
    ...(input.couponCode !== undefined ? { couponCode: input.couponCode } : {}),
    ...(input.listingId !== undefined ? { listingId: input.listingId } : {}),
    ...(gift
      ? { shippingAddress: gift.recipient }
      : {
          ...(input.shippingId ? { shippingId: input.shippingId } : {}),
          ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
        }),
    ...(input.billingId ? { billingId: input.billingId } : {}),
    ...(input.billing ? { billing: input.billing } : {}),
    email: input.email,
  };
  // One transaction is one connection: its queries run one after another.
  const entries = await cartEntries(tx, club.id, page.id, cart);
  const rules = await rulesOf(tx, page.id);
  const choices = await resolveChoices(tx, page, member, cart.state, choiceInput);
  const pricing = priceEntries(entries, rules, choices, now, member);
  checkOrder(page, choices, pricing);
  // A profile's birth date wins over the request's, so a member cannot declare another one order by order.
  const ageDeclaration = declareAge(
    ageCheckOf(club.settings),
    member?.birthDate ?? input.birthDate ?? null,
    choices.shippingMode === "shipping" ? choices.country : null,
    now,
  );
  if (member && !member.birthDate)
    await tx.update(members).set({ birthDate: ageDeclaration.birthDate }).where(eq(members.id, member.id));
  if (
    input.expectedTotal &&
    (input.expectedTotal.amount !== pricing.total || input.expectedTotal.currency !== page.currency)
  )
    throw conflict("PRICE_CHANGED", { expectedTotal: String(pricing.total) });

  // How the order is paid, decided before anything is written.
  const inPerson = paysInPerson(page, choices);
  const charged = !inPerson && pricing.total > 0;
  let paymentRef: string | null = null;
  let customerRef: string | null = null;
  if (charged) {
    if (!input.paymentMethodId)
      throw unprocessable("PAYMENT_METHOD_REQUIRED", { paymentMethodId: "REQUIRED" });
    if (input.howToPay === "saved") {
      if (!member) throw unprocessable("PAYMENT_METHOD_REQUIRED", { paymentMethodId: "REQUIRED" });
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
    } else paymentRef = input.paymentMethodId;
  }
  return {
    ...step,
    entries,
    choices,
    pricing,
    ageDeclaration,
    gift,
    inPerson,
    charged,
    paymentRef,
    customerRef,
  };
}

/** Write the order and its lines, `pending_payment` (or placed for good when nothing is charged), tied to the attempt. */
async function writeOrder(step: Priced): Promise<Written> {
  const { tx, services, club, page, member, input, attempt, cart, now } = step;
  const { entries, choices, pricing, ageDeclaration, inPerson, charged, paymentRef } = step;
  const expenseId = newId("exp");
  const address = choices.shippingMode === "shipping" ? choices.shippingAddress : null;
  const firstName = input.firstName ?? member?.firstName ?? address?.firstName ?? null;
  const lastName = input.lastName ?? member?.lastName ?? address?.lastName ?? null;
  const awards = member ? await pointsFor(tx, club.id, pricing.total, page.currency, now) : [];
  const [expense] = await tx
    .insert(expenses)
    .values({
      id: expenseId,
      publicId: newSecret(18),
      clubId: club.id,
      shopPageId: page.id,
      memberId: member?.id ?? null,
      // Provisional and unique: the real number is taken last (assignTheNumber), with the counter's lock.
      number: expenseId,
      status: inPerson ? "awaiting_pickup_payment" : charged ? "pending_payment" : "paid",
      reservedUntil: charged ? new Date(now.getTime() + services.config.reservationTtlMs) : null,
      paymentMethodRef: paymentRef,
      lang: attempt.lang,
      checkout: {
        cartId: cart.id,
        ...(charged && input.savePaymentMethod && member && input.howToPay === "new"
          ? { saveCard: true, cardName: input.cardName ?? null }
          : {}),
      },
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
      payment: { method: charged ? "card" : "in_person" },
      pointsEarned: awards.reduce((sum, award) => sum + award.points, 0),
      notes: input.notes ?? cart.state.notes ?? null,
      ageDeclaration,
      gift: step.gift,
      createdAt: now,
    })
    .returning();
  await attempt.remember(expenseId, tx);
  await tx.insert(expenseLines).values(expenseLineRows(expenseId, entries, pricing.lines));
  return { ...step, expense: expense! };
}

/**
 * Reserve the stock: conditional decrements (never below zero whatever races), in item id order so two orders
 * sharing items queue instead of deadlocking; a buyer who finds the stock gone stops here.
 */
async function reserveStock({ tx, entries }: Written) {
  for (const { item, quantity } of inItemOrder(entries, (entry) => entry.item.id)) {
    const [taken] = await tx
      .update(shopItems)
      .set({ stock: sql`${shopItems.stock} - ${quantity}` })
      .where(and(eq(shopItems.id, item.id), gte(shopItems.stock, quantity)))
      .returning({ id: shopItems.id });
    if (!taken) throw conflict("OUT_OF_STOCK", { [`items.${item.id}`]: "OUT_OF_STOCK" });
  }
}

/**
 * Use the coupon: its row locked after the stock, its terms checked again under the lock (two orders of one
 * customer at once: the second sees the first's use) and its use counted within its limit.
 */
async function useCoupon({ tx, member, input, pricing, choices, expense, now }: Written) {
  if (!pricing.coupon?.valid || !choices.coupon) return;
  const coupon = await findCoupon(tx, choices.coupon.clubId, choices.coupon.code, true);
  const uses =
    coupon && coupon.perCustomerLimit !== null
      ? await customerCouponUses(
          tx,
          coupon,
          {
            memberId: member?.id ?? null,
            emails: [member?.email, input.email].filter((email): email is string => !!email),
          },
          expense.id,
        )
      : 0;
  const refusal = couponRefusal(couponTerms(coupon, uses), null, now);
  if (refusal) throw couponRefused(refusal);
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, coupon!.id));
}

/**
 * Assign the number: the club's counter row is every order's one shared lock, so it is taken last, one round trip
 * before the commit. An order placed for good here (nothing to charge) does its effects in the same transaction.
 */
async function assignTheNumber(step: Written): Promise<Reserved> {
  const { tx, services, club, now, charged, customerRef } = step;
  const expense = {
    ...step.expense,
    number: await assignNumber(tx, club.id, now.getUTCFullYear(), step.expense.id),
  };
  if (charged) return { placed: false, expense, customerRef };
  await applyPlacedEffects(tx, services, club, expense);
  return { placed: true, expense };
}

/**
 * The short first transaction, as named steps on one context: lock the cart, price, write the order, reserve the
 * stock, use the coupon, assign the number. Its row locks follow db/lock-order.ts; a deadlock still met reruns it.
 */
function reserve(db: Db, request: CheckoutRequestContext): Promise<Reserved> {
  const { services } = request;
  return transaction(
    db,
    async (tx) => {
      const locked = await lockTheCart({ ...request, tx, now: services.clock() });
      const written = await writeOrder(await price(locked));
      await reserveStock(written);
      await useCoupon(written);
      return assignTheNumber(written);
    },
    { onRetry: (error) => services.log.info({ err: error }, "checkout reservation retried") },
  );
}

/**
 * Checkout: a short transaction reserves and writes the order `pending_payment`; the charge runs outside any
 * transaction (no lock is held during the provider's answer); a second short transaction marks it `paid`, or a
 * refusal releases the reservation (order cancelled, cart kept). A retry of the same attempt continues its order.
 */
export async function placeOrder(
  db: Db,
  services: Services,
  club: ClubRow,
  page: ShopPageRow,
  member: MemberRow | null,
  owner: CartOwner,
  input: CheckoutInput,
  attempt: AttemptContext,
): Promise<CheckoutOutcome> {
  if (attempt.pendingExpenseId) return continueOrder(db, services, club, attempt.pendingExpenseId);
  const reserved = await reserve(db, { services, club, page, member, owner, input, attempt });
  const { expense } = reserved;
  if (reserved.placed)
    return {
      status: expense.status === "awaiting_pickup_payment" ? "awaiting_pickup_payment" : "paid",
      expenseId: expense.id,
      savedPaymentMethod: null,
    };
  return charge(db, services, club, member, expense, reserved.customerRef);
}

/** The charge itself, outside any transaction; a refusal releases the order. */
async function charge(
  db: Db,
  services: Services,
  club: ClubRow,
  member: MemberRow | null,
  expense: ExpenseRow,
  customerRef: string | null,
): Promise<CheckoutOutcome> {
  const processor = services.payments.forClub(club);
  let result: ChargeResult;
  try {
    let paymentRef = expense.paymentMethodRef!;
    // Saving the card: it becomes the member's at the processor before it is charged (Stripe: on their customer).
    if (expense.checkout?.saveCard && member) {
      const attached = await processor.attach(db, club, member, paymentRef);
      paymentRef = attached.providerRef;
      const [fresh] = await db
        .select({ customer: members.providerCustomerId })
        .from(members)
        .where(eq(members.id, member.id));
      customerRef = fresh?.customer ?? member.providerCustomerId;
      if (paymentRef !== expense.paymentMethodRef)
        await db.update(expenses).set({ paymentMethodRef: paymentRef }).where(eq(expenses.id, expense.id));
    }
    result = await processor.charge(db, club, {
      amount: expense.total,
      currency: expense.currency,
      paymentMethodRef: paymentRef,
      customerRef,
      memberId: member?.id ?? null,
      idempotencyKey: chargeKey(expense.id),
      description: `${club.company.name} ${expense.number}`,
      metadata: { expenseId: expense.id, clubId: club.id },
    });
  } catch (error) {
    if (refused(error)) await releaseOrder(db, expense.id);
    // Anything else (the provider unreachable, a timeout) leaves the order pending: a retry of the same attempt,
    // the webhook or the release job finds out what happened to the payment.
    throw error;
  }
  // A test stops (or holds) the process here: charged at the processor, not yet recorded as paid.
  await services.hooks.afterCharge?.(expense.id);
  return settle(db, services, club, processor, expense, result);
}

/** Records what the processor answered: paid, or waiting for the shopper's authentication. */
async function settle(
  db: Db,
  services: Services,
  club: ClubRow,
  processor: PaymentProcessor,
  expense: ExpenseRow,
  result: ChargeResult,
): Promise<CheckoutOutcome> {
  if (result.status === "requires_action") {
    await db
      .update(expenses)
      .set({ paymentRef: result.providerRef })
      .where(and(eq(expenses.id, expense.id), eq(expenses.status, "pending_payment")));
    return {
      status: "requires_action",
      expenseId: expense.id,
      publicId: expense.publicId,
      action: result.action,
    };
  }
  const settled = await markPaid(db, services, club, expense.id, {
    provider: processor.provider,
    providerRef: result.providerRef,
    card: result.card,
  });
  if (settled.status === "cancelled" || settled.status === "refunded") {
    // The reservation expired while the provider answered: the money goes back, never a charge without an order.
    await processor.refund(db, club, result.providerRef);
    throw paymentFailed("PAYMENT_FAILED");
  }
  return { status: "paid", expenseId: expense.id, savedPaymentMethod: settled.savedPaymentMethod };
}

/** A retry of an attempt whose order exists: answers its state, asking the processor how the payment went. */
async function continueOrder(
  db: Db,
  services: Services,
  club: ClubRow,
  expenseId: string,
): Promise<CheckoutOutcome> {
  const [expense] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), eq(expenses.clubId, club.id)));
  if (!expense || expense.status === "cancelled" || expense.status === "refunded")
    throw paymentFailed("PAYMENT_FAILED");
  if (expense.status !== "pending_payment")
    return {
      status: expense.status === "awaiting_pickup_payment" ? "awaiting_pickup_payment" : "paid",
      expenseId,
      savedPaymentMethod: null,
    };
  const processor = services.payments.forClub(club);
  let result: ChargeResult | null;
  try {
    result = await processor.resume(db, club, {
      providerRef: expense.paymentRef,
      idempotencyKey: chargeKey(expense.id),
    });
  } catch (error) {
    if (refused(error)) await releaseOrder(db, expense.id);
    throw error;
  }
  if (!result) {
    // The attempt stopped before its charge reached the processor: charge it now (same key: never twice).
    const [member] = expense.memberId
      ? await db.select().from(members).where(eq(members.id, expense.memberId))
      : [];
    return charge(db, services, club, member ?? null, expense, member?.providerCustomerId ?? null);
  }
  return settle(db, services, club, processor, expense, result);
}
