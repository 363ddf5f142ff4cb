import type { Cart } from "@club/api-client";
import type { CheckoutState } from "./checkout-state";

/**
 * What makes two checkout submissions the same attempt: the cart's lines and total and every choice the order is
 * placed with. The bot-check token and a freshly tokenised card are not choices: they change on every try.
 */
export function attemptFingerprint(state: CheckoutState, cart: Pick<Cart, "lines" | "total"> | null): string {
  const { step: _step, ...choices } = state;
  return JSON.stringify({
    choices,
    lines: (cart?.lines ?? []).map((line) => [line.shopItemId, line.quantity]),
    total: cart?.total ?? null,
  });
}

/** One checkout attempt: its Idempotency-Key and, once tokenised, the card it pays with. */
export interface CheckoutAttempt {
  fingerprint: string;
  key: string;
  /** The new card's payment-method id, kept so a retry sends the very same request. */
  paymentMethodId?: string;
}

/**
 * The attempt a submission belongs to: the previous one while nothing changed (a retry after a lost or timed-out
 * answer replays the same order), a new key when the cart or the choices changed.
 */
export function attemptFor(
  previous: CheckoutAttempt | null,
  fingerprint: string,
  newKey: () => string,
): CheckoutAttempt {
  return previous && previous.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
