import type { MessageCode } from "@club/contract";
import type { Lang } from "./lang.js";

/**
 * Human messages for every code of the contract (errors, notices, cart problems), in both languages: a code added to
 * the contract without its texts here fails to compile. The storefront shows its own translations by code; these
 * make the API readable on its own (curl, logs, other clients).
 */
export const MESSAGES: { readonly [Code in MessageCode]: { en: string; it: string } } = {
  UNAUTHORIZED: { en: "Invalid email or password", it: "Email o password non validi" },
  AUTHENTICATION_REQUIRED: { en: "Sign in to continue", it: "Accedi per continuare" },
  FORBIDDEN: { en: "You cannot do this", it: "Non puoi eseguire questa operazione" },
  INVITATION_REQUIRED: { en: "An invite is required to register", it: "Per registrarti serve un invito" },
  ALREADY_INVITED: {
    en: "An invite has already been sent to this email",
    it: "Un invito è già stato inviato a questa email",
  },
  ALREADY_REGISTERED: { en: "This email is already registered", it: "Questa email è già registrata" },
  INVITATION_SENT: {
    en: "A confirmation email was sent with instructions to complete registration",
    it: "Ti abbiamo inviato un'email con le istruzioni per completare la registrazione",
  },
  PASSWORD_TOO_SHORT: {
    en: "The password must be at least 8 characters long",
    it: "La password deve contenere almeno 8 caratteri",
  },
  EMAIL_CHANGE_CHOOSE_SUCCESS: {
    en: "A confirmation email was sent to the specified address",
    it: "Abbiamo inviato un'email di conferma all'indirizzo indicato",
  },
  EMAIL_CHANGE_CHOOSE_ERROR: {
    en: "The token for this change is no longer valid",
    it: "Il token per questa modifica non è più valido",
  },
  EMAIL_CHANGE_REQUESTED: {
    en: "We sent you an email with a link to choose your new address",
    it: "Ti abbiamo inviato un'email con il link per scegliere il nuovo indirizzo",
  },
  EMAIL_CHANGED: { en: "Your email was changed", it: "La tua email è stata modificata" },
  EMAIL_CHANGE_TOKEN_INVALID: { en: "Invalid email change token", it: "Token di modifica email non valido" },
  EMAIL_TAKEN: { en: "This email is already in use", it: "Questa email è già in uso" },
  INVITATION_TOKEN_INVALID: {
    en: "This invitation link is invalid or expired, use the latest invitation link received",
    it: "Questo link di invito non è valido o è scaduto, usa l'ultimo link di invito ricevuto",
  },
  PASSWORD_RESET_SENT: {
    en: "If the email belongs to an account, we sent a link to reset the password",
    it: "Se l'email appartiene a un account, ti abbiamo inviato un link per reimpostare la password",
  },
  PASSWORD_TOKEN_INVALID: {
    en: "This password reset link is invalid or expired",
    it: "Questo link per reimpostare la password non è valido o è scaduto",
  },
  VALIDATION: { en: "Some fields are not valid", it: "Alcuni campi non sono validi" },
  INVALID_JSON: {
    en: "The request body is not valid JSON",
    it: "Il corpo della richiesta non è JSON valido",
  },
  NOT_FOUND: { en: "Not found", it: "Non trovato" },
  CLUB_NOT_FOUND: {
    en: "No club is configured for this site",
    it: "Nessun club è configurato per questo sito",
  },
  METHOD_NOT_ALLOWED: { en: "Method not allowed", it: "Metodo non consentito" },
  PAYLOAD_TOO_LARGE: { en: "The request is too large", it: "La richiesta è troppo grande" },
  RATE_LIMITED: { en: "Too many attempts, try again later", it: "Troppi tentativi, riprova più tardi" },
  BOT_CHECK_FAILED: {
    en: "The security check failed, try again",
    it: "Il controllo di sicurezza non è riuscito, riprova",
  },
  OUT_OF_STOCK: { en: "Not enough stock", it: "Disponibilità insufficiente" },
  QUANTITY_RULE: {
    en: "Some quantities must be multiples of the box size",
    it: "Alcune quantità devono essere multipli della confezione",
  },
  CART_EMPTY: { en: "The cart is empty", it: "Il carrello è vuoto" },
  COUPON_INVALID: { en: "This coupon is not valid", it: "Questo coupon non è valido" },
  COUPON_EXPIRED: { en: "This coupon has expired", it: "Questo coupon è scaduto" },
  COUPON_ALREADY_USED: {
    en: "You have already used this coupon",
    it: "Hai già utilizzato questo coupon",
  },
  COUPON_MIN_SUBTOTAL: {
    en: "Add more to the cart to use this coupon",
    it: "Aggiungi altri prodotti al carrello per usare questo coupon",
  },
  MAX_PER_ORDER: {
    en: "This item has a maximum quantity per order",
    it: "Questo prodotto ha una quantità massima per ordine",
  },
  NO_SHIPPING_AVAILABLE: {
    en: "No shipping option serves the selected country",
    it: "Nessuna opzione di spedizione serve il paese selezionato",
  },
  LISTING_REQUIRED: { en: "Choose a shipping option", it: "Scegli un'opzione di spedizione" },
  ADDRESS_REQUIRED: { en: "A shipping address is required", it: "Serve un indirizzo di spedizione" },
  INVOICE_DATA_REQUIRED: {
    en: "Invoicing data is required for an invoice",
    it: "Per la fattura servono i dati di fatturazione",
  },
  PICKUP_UNAVAILABLE: { en: "Pickup is not available here", it: "Il ritiro non è disponibile qui" },
  PAYMENT_METHOD_REQUIRED: { en: "Choose a payment method", it: "Scegli un metodo di pagamento" },
  PAYMENT_DECLINED: { en: "The card was declined", it: "La carta è stata rifiutata" },
  PAYMENT_FAILED: { en: "The payment failed", it: "Il pagamento non è riuscito" },
  PAYMENT_REENTER_CARD: {
    en: "The bank asks you to enter the card again",
    it: "La banca chiede di inserire di nuovo la carta",
  },
  PRICE_CHANGED: {
    en: "Prices changed, check the new total",
    it: "I prezzi sono cambiati, controlla il nuovo totale",
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: "This checkout key was already used for a different order",
    it: "Questa chiave di checkout è già stata usata per un altro ordine",
  },
  IDEMPOTENCY_IN_PROGRESS: {
    en: "This checkout is still being processed",
    it: "Questo checkout è ancora in elaborazione",
  },
  INSUFFICIENT_POINTS: { en: "Not enough points", it: "Punti insufficienti" },
  PRIZE_UNAVAILABLE: { en: "This prize is no longer available", it: "Questo premio non è più disponibile" },
  PROGRAM_INACTIVE: { en: "This program is not active", it: "Questo programma non è attivo" },
  AGE_REQUIREMENT_NOT_MET: {
    en: "You are under the minimum age to buy alcohol for this destination",
    it: "Non hai l'età minima per acquistare alcolici per questa destinazione",
  },
  MEMBERS_ONLY: {
    en: "This wine is for club members only: log in to buy it",
    it: "Questo vino è riservato ai soci del club: accedi per acquistarlo",
  },
  SETUP_INTENT_INVALID: {
    en: "This card setup was already completed or cancelled",
    it: "Questo salvataggio della carta è già stato completato o annullato",
  },
  CONFLICT: {
    en: "This changed at the same moment in another request, please retry",
    it: "È stato modificato nello stesso momento da un'altra richiesta, riprova",
  },
  INTERNAL: { en: "Something went wrong", it: "Si è verificato un errore" },
};

export function messageFor(code: MessageCode, lang: Lang): string {
  return MESSAGES[code][lang];
}

export function hasMessage(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}
