import { type Cart, isApiError, type Profile } from "@club/api-client";
import type { QueryClient } from "@tanstack/react-query";
import type { StorefrontQueries } from "../api/queries";
import { operationFilter } from "../api/query-keys";
import { cartControllerFor } from "../cart/cart-controllers";
import type { StepProblems } from "./checkout-model";
import { refusalProblems } from "./checkout-refusal";
import type { CheckoutAction, CheckoutState, StepId } from "./checkout-state";
import { type PlaceOrderContext, placeOrder, profileUpdateFor } from "./place-order";
import { firstInvalidStep, type RuleContext } from "./step-rules";

/** Placing the order as the screen shows it: pending from the press (once the steps pass) until done, or refused. */
export type Placement =
  | { status: "idle" | "pending" | "placed"; error?: undefined }
  | { status: "error"; error: unknown };

/** What submitting needs of the screen's checkout (`useCheckout`): its state, its cart read, and how to show the outcome. */
export interface SubmitOrderContext extends Omit<PlaceOrderContext, "controller"> {
  state: CheckoutState;
  steps: StepId[];
  rules: RuleContext;
  /** The cart read with the checkout's choices. */
  cart: { data?: Cart | null | undefined; refetch: () => unknown };
  profile: Profile | null;
  queryClient: QueryClient;
  queries: StorefrontQueries;
  showProblems: (step: StepId, found: StepProblems) => void;
  dispatch: (action: CheckoutAction) => void;
  setPlacement: (placement: Placement) => void;
}

/**
 * Validates every visible step, then places the order; once it is placed, keeps what the member asked to keep and
 * reads the cart and profile again. Runs only after "Place order" is pressed.
 */
export async function submitOrder(context: SubmitOrderContext): Promise<void> {
  const { state: placed, steps, runtime, language, shopPageId, queryClient, queries } = context;
  const invalid = firstInvalidStep(placed, steps, context.rules);
  if (invalid) {
    context.showProblems(invalid.step, invalid.problems);
    context.dispatch({ type: "goTo", step: invalid.step });
    return;
  }
  context.setPlacement({ status: "pending" });
  try {
    await placeOrder(
      { ...context, controller: cartControllerFor(runtime, shopPageId) },
      { state: placed, cart: context.cart.data ?? null },
    );
  } catch (error) {
    context.setPlacement({ status: "error", error });
    // A refused order: the step it is about shows what to correct; a changed price is read again.
    if (!isApiError(error)) return;
    if (error.code === "PRICE_CHANGED") void context.cart.refetch();
    const found = refusalProblems(error, steps);
    if (!found) return;
    context.showProblems(found.step, found.problems);
    context.dispatch({ type: "goTo", step: found.step });
    return;
  }
  context.attempt.current = null;
  // A member who asked to keep the address or invoicing data entered here finds it in the profile next time.
  const update = context.profile && profileUpdateFor(context.profile, placed);
  if (update) {
    try {
      const saved = await runtime.api(language).PATCH("/api/v2/profile", { body: update });
      queryClient.setQueryData(queries.profile(language).queryKey, saved);
    } catch {
      // The order is placed; an address that could not be kept is not worth an error on the way to the receipt.
    }
  }
  await Promise.all([
    queryClient.invalidateQueries(operationFilter("getCart")),
    queryClient.invalidateQueries(operationFilter("getProfile")),
  ]);
  context.setPlacement({ status: "placed" });
}
