import { ApiError } from "@club/api-client";
import { CART_PROBLEM_CODES, ERROR_CODES, NOTICE_CODES } from "@club/contract";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../locales/en/messages";
import { messages as it_ } from "../locales/it/messages";
import { ERROR_MESSAGES, errorMessage } from "./errors";

const i18nOf = (locale: "en" | "it") => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === "en" ? en : it_ } });
  i18n.activate(locale);
  return i18n;
};

/** Architecture §7, every message by code, in English (the spec's words) and Italian. */
const SPEC_8: Record<string, [en: string, it: string]> = {
  UNAUTHORIZED: ["Invalid email or password", "Email o password non validi"],
  INVITATION_REQUIRED: ["An invite is required to register", "Per registrarti serve un invito"],
  ALREADY_INVITED: [
    "An invite has already been sent to this email",
    "Un invito è già stato inviato a questa email",
  ],
  ALREADY_REGISTERED: ["This email is already registered", "Questa email è già registrata"],
  INVITATION_SENT: [
    "A confirmation email was sent with instructions to complete registration",
    "Ti abbiamo inviato un'email di conferma con le istruzioni per completare la registrazione",
  ],
  PASSWORD_TOO_SHORT: [
    "The password must be at least 8 characters long",
    "La password deve contenere almeno 8 caratteri",
  ],
  EMAIL_CHANGE_CHOOSE_SUCCESS: [
    "A confirmation email was sent to the specified address",
    "Abbiamo inviato un'email di conferma all'indirizzo indicato",
  ],
  EMAIL_CHANGE_CHOOSE_ERROR: [
    "The token for this change is no longer valid",
    "Il token per questa modifica non è più valido",
  ],
  INVITATION_TOKEN_INVALID: [
    "This invitation link is invalid or expired, use the latest invitation link received",
    "Questo link di invito non è valido o è scaduto, usa l'ultimo link di invito ricevuto",
  ],
  // "Other texts" of architecture §7: changeEmail.error and checkout.listings.noShippingAvailable.
  EMAIL_CHANGE_TOKEN_INVALID: ["Invalid email change token", "Token di cambio email non valido"],
  NO_SHIPPING_AVAILABLE: [
    "No shipping option serves the selected country",
    "Nessuna opzione di spedizione serve il paese selezionato",
  ],
};

describe("architecture §7 messages, shown for the platform's error codes, in both languages", () => {
  it.each(Object.entries(SPEC_8))("%s", (code, [english, italian]) => {
    const error = new ApiError(400, { code, message: "API Error" });
    expect(errorMessage(i18nOf("en"), error)).toBe(english);
    expect(errorMessage(i18nOf("it"), error)).toBe(italian);
  });

  it("keeps the spec's ids for the two named texts", () => {
    expect(en["changeEmail.error"]).toBeDefined();
    expect(it_["checkout.listings.noShippingAvailable"]).toBeDefined();
  });
});

describe("the storefront's texts for the contract's codes", () => {
  // The platform's own messages table is checked against the same lists (apps/api/src/http/messages.test.ts):
  // both sides word exactly the contract's codes.
  const contractCodes = [...ERROR_CODES, ...NOTICE_CODES, ...CART_PROBLEM_CODES];

  it("cover every error, notice and cart problem code of the contract, and only those besides NETWORK and GENERIC", () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(
      [...new Set<string>([...contractCodes, "NETWORK", "GENERIC"])].sort(),
    );
  });

  it("are translated in both catalogs", () => {
    for (const code of contractCodes) {
      const { id } = ERROR_MESSAGES[code]!;
      expect(en[id], `${code} (${id}) in en`).toBeDefined();
      expect(it_[id], `${code} (${id}) in it`).toBeDefined();
      expect(i18nOf("it")._(ERROR_MESSAGES[code]!), code).not.toBe(i18nOf("en")._(ERROR_MESSAGES[code]!));
    }
  });
});
