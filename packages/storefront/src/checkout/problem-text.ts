import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { GIFT_MESSAGE_MAX, type StepProblems } from "./checkout-model";

type Problem = NonNullable<StepProblems["problem"]>;

const TEXTS = {
  // The platform's own words for this refusal (the same message as `i18n/errors.ts`).
  INVOICE_DATA_REQUIRED: msg({
    id: "error.INVOICE_DATA_REQUIRED",
    message: "Invoicing data is mandatory when an invoice is requested",
  }),
  INVOICE_DATA_INVALID: msg`Some invoicing data is not valid: correct the fields marked below`,
  ADDRESS_REQUIRED: msg`Add a shipping address`,
  LISTING_REQUIRED: msg`Choose a shipping option`,
  GIFT_MESSAGE_TOO_LONG: msg`The gift message can be at most ${GIFT_MESSAGE_MAX} characters long`,
  SAVED_CARD_REQUIRED: msg`Choose a saved card`,
};
const RECIPIENT_REQUIRED = msg`Add the recipient's address`;

/**
 * The one sentence a step shows about what stops it. Only the steps after the first have such problems.
 */
export function problemText(i18n: I18n, problem: Problem, gift: boolean): string {
  return i18n._(problem === "ADDRESS_REQUIRED" && gift ? RECIPIENT_REQUIRED : TEXTS[problem]);
}
