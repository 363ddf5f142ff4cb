import { NetworkError, type ShopPage } from "@club/api-client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { CardFieldHandle } from "../adapters/payments/types";
import { usePaymentAction } from "../adapters/payments/usePaymentAction";
import { useBotToken } from "../adapters/useBotToken";
import { usePersonalDataShown, useQueries, useRuntime } from "../app/context";
import { setCartPricingContext } from "../cart/cart-controllers";
import type { Language } from "../i18n/languages";
import type { CheckoutAttempt } from "./checkout-attempt";
import {
  addressFields,
  billingFields,
  cartContextOf,
  defaultAddress,
  defaultBilling,
  type StepProblems,
} from "./checkout-model";
import {
  type CheckoutAction,
  checkoutReducer,
  initialCheckoutState,
  nextStep,
  type StepId,
  visibleSteps,
} from "./checkout-state";
import { hasErrors } from "./field-errors";
import { validateStep } from "./step-rules";
import { type Placement, submitOrder } from "./submit-order";

const IDLE: Placement = { status: "idle" };

/**
 * The checkout of one shop page: its state (architecture §6 parameters), the steps it shows (§6), each step's rules, the
 * cart priced with its choices (§6) and placing the order (`place-order.ts`).
 */
export function useCheckout({
  shopPageId,
  shopPage,
  language,
  cardField,
}: {
  shopPageId: string;
  shopPage: ShopPage | undefined;
  language: Language;
  cardField: RefObject<CardFieldHandle | null>;
}) {
  const runtime = useRuntime();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const botToken = useBotToken();
  const config = useQuery(queries.config(language)).data ?? null;
  const profile = useQuery(queries.profile(language)).data ?? null;
  const [state, dispatch] = useReducer(checkoutReducer, shopPage, initialCheckoutState);
  const [problems, setProblems] = useState<Partial<Record<StepId, StepProblems>>>({});
  /** Bumped on each failed validation, so the screen moves focus to the first invalid field again. */
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const attempt = useRef<CheckoutAttempt | null>(null);
  const paymentAction = usePaymentAction(config?.payments, language);

  // Architecture §6: the cart is read, and changed, with the checkout's parameters.
  const context = useMemo(() => cartContextOf(state), [state]);
  useEffect(
    () => setCartPricingContext(runtime, shopPageId, language, context),
    [runtime, shopPageId, language, context],
  );
  // Read once the server's markup is hydrated: before, the keys are a visitor's, and a member's cart would be read
  // twice.
  const personal = usePersonalDataShown();
  const cart = useQuery({
    ...queries.cart(language, shopPageId, context),
    placeholderData: (previous) => previous,
    enabled: personal,
  });

  // Members start with their details, their default address and their invoicing record.
  const user = config?.user;
  useEffect(() => {
    if (user)
      dispatch({
        type: "set",
        patch: { email: user.email, firstName: user.firstName, lastName: user.lastName },
      });
  }, [user]);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    if (profile.phone)
      dispatch({
        type: "set",
        patch: {
          phone: profile.phone,
          ...(profile.phoneCountry ? { phoneCountry: profile.phoneCountry } : {}),
        },
      });
    const address = defaultAddress(profile);
    if (address) dispatch({ type: "shipTo", shippingId: address.id, address: addressFields(address) });
    const billing = defaultBilling(profile);
    if (billing) dispatch({ type: "billTo", billingId: billing.id, billing: billingFields(billing) });
  }, [profile]);

  const steps = shopPage ? visibleSteps(state, shopPage) : [];
  const rules = {
    birthDateAsked: !profile?.birthDate,
    statesListed: (country: string | undefined) =>
      Boolean(country && queryClient.getQueryData(queries.states(language, country).queryKey)?.items.length),
  };
  const current = steps.includes(state.step) ? state.step : (steps[0] ?? "information");

  const showProblems = useCallback((step: StepId, found: StepProblems) => {
    setProblems((all) => ({ ...all, [step]: found }));
    if (hasErrors(found.fields)) setInvalidAttempt((n) => n + 1);
  }, []);

  /**
   * Shows another step. As a transition: while a step's code is still loading the step shown stays (no spinner in
   * its place, no page that shrinks and loses its scroll), and the new one appears whole.
   */
  const goTo = useCallback((step: StepId) => startTransition(() => dispatch({ type: "goTo", step })), []);

  /** Validates the current step and moves to the next one when it passes. */
  const advance = () => {
    const found = validateStep(state, current, rules);
    showProblems(current, found);
    if (hasErrors(found.fields)) return;
    const next = nextStep(steps, current);
    if (next) goTo(next);
  };

  /**
   * Placing the order as the screen shows it: pending from the press (once the steps pass) until the order is
   * placed and the member's choices kept, then done; or refused, with why. Kept here rather than in a mutation:
   * nothing else watches it, and the first step then ships no mutation code.
   */
  const [placement, setPlacement] = useState<Placement>(IDLE);

  /**
   * Validates every visible step, then places the order (`submit-order.ts`): once at a time, from the press until the
   * answer (a render has not yet said the order is pending).
   */
  const submitting = useRef(false);
  const placeOrder = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submitOrder({
        state,
        steps,
        rules,
        cart,
        profile,
        queryClient,
        queries,
        showProblems,
        dispatch,
        setPlacement,
        runtime,
        language,
        shopPageId,
        shopPage,
        cardField,
        attempt,
        botToken,
        runPaymentAction: paymentAction.run,
      });
    } finally {
      submitting.current = false;
    }
  };

  /** The card's details changed: a new attempt (a new key and a new token) whatever happened before. */
  const cardChanged = useCallback(() => {
    attempt.current = null;
  }, []);

  return {
    state,
    dispatch: dispatch as (action: CheckoutAction) => void,
    steps,
    current,
    problems: problems[current] ?? { fields: {} },
    invalidAttempt,
    cart,
    profile,
    config,
    advance,
    goTo,
    placeOrder,
    place: {
      isPending: placement.status === "pending",
      isError: placement.status === "error",
      isSuccess: placement.status === "placed",
      error: placement.status === "error" ? placement.error : null,
    },
    /** The last try got no answer (connection lost or timed out): the same attempt may be retried safely. */
    answerLost: placement.status === "error" && placement.error instanceof NetworkError,
    cardChanged,
    /** The sandbox authentication page to show in a dialog while a payment waits for it. */
    challenge: paymentAction.challenge,
  };
}
