import type { Config } from "@club/api-client";
import type { Ref } from "react";

/** A card the field could not tokenise: messages per field (number, expiry, cvc) or for the whole card. */
export class CardFieldError extends Error {
  constructor(
    readonly fields: Partial<Record<"number" | "expiry" | "cvc" | "card", string>>,
    readonly code = "CARD_INVALID",
  ) {
    super("Card Error");
    this.name = "CardFieldError";
  }
}

/** Stripe refused to save the card (declined, or the bank's authentication failed): Stripe's error code. */
export class StripeSetupError extends Error {
  constructor(readonly code: string | undefined) {
    super("Stripe Setup Error");
    this.name = "StripeSetupError";
  }
}

/** What checkout asks of a card field: a payment-method id; the card number never reaches /api/v2. */
export interface CardFieldHandle {
  tokenize(cardName: string): Promise<string>;
  /**
   * Saves the card typed in the field with a SetupIntent, the bank's authentication included (Stripe's Payment
   * Element in setup mode). `clientSecret` is asked for only once the field has checked the card.
   */
  saveCard?(cardName: string, clientSecret: () => Promise<string>): Promise<void>;
}

/**
 * What the field collects the card for: a payment of an amount (the card possibly kept for next time), or a card to
 * save. Stripe's Payment Element shows the methods and wallets that fit it.
 */
export type CardFieldIntent =
  | { mode: "payment"; amount: number; currency: string; saveCard: boolean }
  | { mode: "setup"; currency: string };

export interface CardFieldProps {
  ref: Ref<CardFieldHandle>;
  payments: Config["payments"];
  appToken: string;
  language: string;
  intent?: CardFieldIntent;
  /** The card's details changed (a new card is a new checkout attempt). */
  onCardChange?: () => void;
}
