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

/** What checkout asks of a card field: a payment-method id; the card number never reaches /api/v2. */
export interface CardFieldHandle {
  tokenize(cardName: string): Promise<string>;
}

export interface CardFieldProps {
  ref: Ref<CardFieldHandle>;
  payments: Config["payments"];
  appToken: string;
  language: string;
  /** The card's details changed (a new card is a new checkout attempt). */
  onCardChange?: () => void;
}
