import { addressInput, savedAddress } from "../cart/addresses.js";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import type { GiftRecord } from "../db/schema/commerce.js";
import { HttpError } from "../http/errors.js";
import { validateAddress } from "../members/validation.js";

/** The longest gift message, in characters (code points, as the contract's maxLength counts them). */
export const GIFT_MESSAGE_MAX = 300;

export interface GiftInput {
  recipientId?: string;
  recipient?: Record<string, unknown>;
  message?: string;
}

const refuse = (fields: Record<string, string>) => new HttpError(400, "VALIDATION", fields);

/**
 * The message as it is stored and printed: line breaks kept (as \n), tabs as spaces, every other control or
 * format-less invisible character removed, blanks around trimmed; an empty message is none. Escaping is the
 * renderers' job (the emails escape HTML, the storefront renders text), so the stored text stays what was written.
 */
export function sanitizeGiftMessage(message: string | undefined): string | null {
  if (message === undefined) return null;
  const clean = message
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    // C0 and C1 controls other than the line break, and the bidirectional overrides that could disguise the text.
    .replace(/(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, "")
    .trim();
  return clean === "" ? null : clean;
}

/**
 * A checkout's gift: the recipient (one of the member's saved shipping addresses, never another member's, or a new
 * address validated as a shipping address) and the sanitised message. A gift needs shipping: the parcel goes to the
 * recipient. Refusals are 400 VALIDATION naming the field under `gift`.
 */
export async function resolveGift(
  db: Executor,
  member: MemberRow | null,
  shippingMode: "shipping" | "pickup",
  gift: GiftInput | undefined,
): Promise<GiftRecord | null> {
  if (!gift) return null;
  if (shippingMode !== "shipping") throw refuse({ gift: "NEEDS_SHIPPING" });
  if (gift.recipientId && gift.recipient) throw refuse({ "gift.recipient": "AMBIGUOUS" });
  let recipient: Record<string, string> | null = null;
  if (gift.recipientId) {
    const saved = await savedAddress(db, member?.id, "shipping", gift.recipientId);
    if (!saved) throw refuse({ "gift.recipientId": "NOT_FOUND" });
    recipient = addressInput(saved);
  } else if (gift.recipient) {
    recipient = addressInput(gift.recipient);
  }
  if (!recipient) throw refuse({ "gift.recipient": "REQUIRED" });
  const invalid = validateAddress(recipient, "gift.recipient.");
  if (Object.keys(invalid).length) throw refuse(invalid);
  const message = sanitizeGiftMessage(gift.message);
  if (message !== null && [...message].length > GIFT_MESSAGE_MAX)
    throw refuse({ "gift.message": "TOO_LONG" });
  return { recipient, message };
}
