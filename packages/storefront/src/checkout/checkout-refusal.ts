import type { ApiError } from "@club/api-client";
import type { StepProblems } from "./checkout-model";
import type { StepId } from "./checkout-state";
import { hasErrors } from "./field-errors";
import { fieldsUnder } from "./field-messages";

/**
 * The step an order refused by the platform goes back to, with the problems it shows there: invoicing data, a gift
 * message too long, or the shipping address (a gift's recipient is the shipping address too). Null when the refusal
 * is about no step shown (the screen says it above the button). Loaded only when an order is refused.
 */
export function refusalProblems(
  error: ApiError,
  steps: StepId[],
): { step: StepId; problems: StepProblems } | null {
  const billing = fieldsUnder(error.fields, "billing");
  const address = {
    ...fieldsUnder(error.fields, "shippingAddress"),
    ...fieldsUnder(error.fields, "gift.recipient"),
    ...(error.fields?.["gift.recipient"] || error.fields?.["gift.recipientId"]
      ? { address: "REQUIRED" as const }
      : {}),
  };
  const giftMessage = fieldsUnder(error.fields, "gift").message;
  if ((hasErrors(billing) || error.code === "INVOICE_DATA_REQUIRED") && steps.includes("invoicing"))
    return {
      step: "invoicing",
      problems: {
        fields: billing,
        problem: Object.values(billing).includes("INVALID")
          ? "INVOICE_DATA_INVALID"
          : "INVOICE_DATA_REQUIRED",
      },
    };
  if (giftMessage && steps.includes("shipping"))
    return { step: "shipping", problems: { fields: { giftMessage }, problem: "GIFT_MESSAGE_TOO_LONG" } };
  if (hasErrors(address) && steps.includes("shipping"))
    return { step: "shipping", problems: { fields: address, problem: "ADDRESS_REQUIRED" } };
  return null;
}
