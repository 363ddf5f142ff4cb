import {
  ApiError,
  type Cart,
  type CheckoutResult,
  isApiError,
  type Profile,
  type ProfileUpdate,
  type ShopPage,
} from "@club/api-client";
import {
  type ActionOutcome,
  isActionRequired,
  type PaymentAction,
} from "../adapters/payments/payment-action";
import type { CardFieldHandle } from "../adapters/payments/types";
import type { StorefrontRuntime } from "../app/runtime";
import type { CartController } from "../cart/cart-controller";
import type { Language } from "../i18n/languages";
import { attemptFingerprint, attemptFor, type CheckoutAttempt } from "./checkout-attempt";
import { buildCheckoutRequest } from "./checkout-request";
import { type CheckoutState, paymentHidden } from "./checkout-state";
import { rememberOrder } from "./order-storage";

/**
 * Placing the order: what runs only once "Place order" is pressed. Its module (the request, the payment's
 * authentication loop, the attempt's identity, the order kept for the next screen) loads on idle while the first
 * step is filled in.
 */

/** How long checkout waits for the platform's answer before treating it as lost (and retryable). */
const CHECKOUT_TIMEOUT_MS = 45_000;
/** How many authentications one order may ask for before checkout gives up (a bank may ask twice, never forever). */
const MAX_PAYMENT_ACTIONS = 3;

export interface PlaceOrderInput {
  state: CheckoutState;
  cart: Cart | null;
}

/** What placing an order needs of the screen: where, the card field, the bot check and the bank's authentication. */
export interface PlaceOrderContext {
  runtime: StorefrontRuntime;
  language: Language;
  shopPageId: string;
  shopPage: ShopPage | undefined;
  controller: CartController;
  cardField: { readonly current: CardFieldHandle | null };
  /** The attempt the previous submission belonged to (its key and card), kept by the screen across tries. */
  attempt: { current: CheckoutAttempt | null };
  botToken: (action: string) => Promise<string>;
  runPaymentAction: (action: PaymentAction) => Promise<ActionOutcome>;
}

/**
 * Sends the one checkout request. The Idempotency-Key belongs to the attempt: a retry of the same cart and choices
 * (after a lost or timed-out answer) sends the same key and gets the same order.
 */
export async function placeOrder(
  context: PlaceOrderContext,
  { state: placed, cart: priced }: PlaceOrderInput,
): Promise<CheckoutResult> {
  const { runtime, language, shopPageId, shopPage, controller, attempt } = context;
  await controller.flush();
  const thisAttempt = attemptFor(attempt.current, attemptFingerprint(placed, priced), () =>
    crypto.randomUUID(),
  );
  attempt.current = thisAttempt;
  let paymentMethodId: string | null = null;
  if (!paymentHidden(placed, shopPage)) {
    if (placed.howToPay === "saved") paymentMethodId = placed.paymentMethodId;
    else {
      // The card is tokenised once per attempt: a retry must send the very same request.
      thisAttempt.paymentMethodId ??=
        (await context.cardField.current?.tokenize(placed.cardName)) ?? undefined;
      paymentMethodId = thisAttempt.paymentMethodId ?? null;
    }
  }
  const body = buildCheckoutRequest(placed, {
    cart: priced,
    pickupPayment: shopPage?.settings.payment.pickup ?? "enable",
    paymentMethodId,
    botToken: await context.botToken("checkout"),
  });
  const send = () =>
    controller.queue.run(() =>
      runtime.api(language).POST("/api/v2/shop-pages/{shopPageId}/checkout", {
        params: { path: { shopPageId }, header: { "Idempotency-Key": thisAttempt.key } },
        body,
        signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
      }),
    );
  try {
    let answer = await send();
    // 202: the payment needs the shopper (3-D Secure). Once the authentication ends, however it ends, the very
    // same request goes again with the same key, and the platform continues the order it already holds.
    let outcome: ActionOutcome | null = null;
    for (let actions = 0; isActionRequired(answer); actions++) {
      if ((outcome && outcome !== "completed") || actions >= MAX_PAYMENT_ACTIONS)
        throw new ApiError(402, { code: "PAYMENT_FAILED" });
      outcome = await context.runPaymentAction(answer.action);
      answer = await send();
    }
    // Kept for the checkout-complete screen, which shows it (and survives a reload).
    rememberOrder(shopPageId, answer.expense);
    return answer;
  } catch (error) {
    // The platform answered: nothing was charged. A declined card is tokenised anew, and a payment that failed
    // or was abandoned closed its order: trying again is a new attempt with a new key.
    if (isApiError(error)) {
      delete thisAttempt.paymentMethodId;
      if (error.code?.startsWith("PAYMENT_")) attempt.current = null;
    }
    throw error;
  }
}

/**
 * What a member asked to keep of an order just placed (an address or invoicing data entered here), for the
 * profile; null when there is nothing to keep.
 */
export function profileUpdateFor(profile: Profile, placed: CheckoutState): ProfileUpdate | null {
  const update: ProfileUpdate = {};
  if (
    placed.saveAddress &&
    !placed.shippingId &&
    placed.shippingAddress &&
    placed.shippingMode === "shipping"
  )
    update.addresses = [
      ...profile.addresses,
      { ...placed.shippingAddress, ...(profile.addresses.length === 0 ? { isDefault: true } : {}) },
    ];
  if (placed.saveBilling && !placed.billingId && placed.billing && placed.billingMode === "invoice")
    update.billings = [...profile.billings, placed.billing];
  return update.addresses || update.billings ? update : null;
}
