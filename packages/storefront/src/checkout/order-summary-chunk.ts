import { lazyComponent } from "../app/lazy-component";
import { withMessages } from "../i18n/i18n";
import { checkout } from "../router/routes/checkout";

/**
 * Checkout's order summary, its own chunk: it shows beside the cart read, after the first step has painted. Its
 * messages (the coupon's, every refusal's text) are in the later steps' catalog area, loaded with its code, so
 * checkout's own catalog holds only what the first step shows.
 */
export const orderSummary = lazyComponent(
  withMessages(checkout.later.area, async () => (await import("./OrderSummary")).OrderSummary),
);
