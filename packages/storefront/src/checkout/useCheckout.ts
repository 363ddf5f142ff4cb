import {
  ApiError,
  type Cart,
  type CheckoutResult,
  isApiError,
  NetworkError,
  type ProfileUpdate,
  type ShopPage,
} from "@club/api-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type RefObject, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { type ActionOutcome, isActionRequired } from "../adapters/payments/payment-action";
import type { CardFieldHandle } from "../adapters/payments/types";
import { usePaymentAction } from "../adapters/payments/usePaymentAction";
import { useBotToken } from "../adapters/useBotToken";
import { operationFilter } from "../api/query-keys";
import { useQueries, useRuntime } from "../app/context";
import { cartControllerFor, setCartPricingContext } from "../cart/cart-controllers";
import type { Language } from "../i18n/languages";
import {
  addressFields,
  attemptFingerprint,
  attemptFor,
  billingFields,
  type CheckoutAttempt,
  cartContextOf,
  defaultAddress,
  defaultBilling,
  firstInvalidStep,
  type StepProblems,
  validateStep,
} from "./checkout-model";
import { buildCheckoutRequest } from "./checkout-request";
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
  nextStep,
  paymentHidden,
  type StepId,
  visibleSteps,
} from "./checkout-state";
import { fieldsUnder } from "./field-messages";
import { hasErrors } from "./fiscal";

/** How long checkout waits for the platform's answer before treating it as lost (and retryable). */
const CHECKOUT_TIMEOUT_MS = 45_000;
/** How many authentications one order may ask for before checkout gives up (a bank may ask twice, never forever). */
const MAX_PAYMENT_ACTIONS = 3;

export interface PlaceOrderInput {
  state: CheckoutState;
  cart: Cart | null;
}

/**
 * The checkout of one shop page: its state (architecture §6 parameters), the steps it shows (§6), each step's rules, the
 * cart priced with its choices (§6) and placing the order. The Idempotency-Key belongs to the attempt: a retry of
 * the same cart and choices (after a lost or timed-out answer) sends the same key and gets the same order.
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
  const cart = useQuery({
    ...queries.cart(language, shopPageId, context),
    placeholderData: (previous) => previous,
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

  /** Validates the current step and moves to the next one when it passes. */
  const advance = () => {
    const found = validateStep(state, current, rules);
    showProblems(current, found);
    if (hasErrors(found.fields)) return;
    const next = nextStep(steps, current);
    if (next) dispatch({ type: "goTo", step: next });
  };

  const controller = cartControllerFor(runtime, shopPageId);

  const place = useMutation<CheckoutResult, unknown, PlaceOrderInput>({
    mutationFn: async ({ state: placed, cart: priced }) => {
      await controller.flush();
      const thisAttempt = attemptFor(attempt.current, attemptFingerprint(placed, priced), () =>
        crypto.randomUUID(),
      );
      attempt.current = thisAttempt;
      let paymentMethodId: string | null = null;
      if (!paymentHidden(placed, shopPage)) {
        if (placed.howToPay === "saved") paymentMethodId = placed.paymentMethodId;
        else {
          // The card is tokenised once per attempt: a retry must send the very same request.
          thisAttempt.paymentMethodId ??= (await cardField.current?.tokenize(placed.cardName)) ?? undefined;
          paymentMethodId = thisAttempt.paymentMethodId ?? null;
        }
      }
      const body = buildCheckoutRequest(placed, {
        cart: priced,
        pickupPayment: shopPage?.settings.payment.pickup ?? "enable",
        paymentMethodId,
        botToken: await botToken("checkout"),
      });
      const send = () =>
        controller.queue.run(() =>
          runtime.api(language).POST("/api/v2/shop-pages/{shopPageId}/checkout", {
            params: { path: { shopPageId }, header: { "Idempotency-Key": thisAttempt.key } },
            body,
            signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
          }),
        );
      try {
        let answer = await send();
        // 202: the payment needs the shopper (3-D Secure). Once the authentication ends, however it ends, the very
        // same request goes again with the same key, and the platform continues the order it already holds.
        let outcome: ActionOutcome | null = null;
        for (let actions = 0; isActionRequired(answer); actions++) {
          if ((outcome && outcome !== "completed") || actions >= MAX_PAYMENT_ACTIONS)
            throw new ApiError(402, { code: "PAYMENT_FAILED" });
          outcome = await paymentAction.run(answer.action);
          answer = await send();
        }
        return answer;
      } catch (error) {
        // The platform answered: nothing was charged. A declined card is tokenised anew, and a payment that failed
        // or was abandoned closed its order: trying again is a new attempt with a new key.
        if (isApiError(error)) {
          delete thisAttempt.paymentMethodId;
          if (error.code?.startsWith("PAYMENT_")) attempt.current = null;
        }
        throw error;
      }
    },
    onSuccess: async (_result, { state: placed }) => {
      attempt.current = null;
      await saveToProfile(placed);
      await Promise.all([
        queryClient.invalidateQueries(operationFilter("getCart")),
        queryClient.invalidateQueries(operationFilter("getProfile")),
      ]);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.code === "PRICE_CHANGED") void cart.refetch();
      const steps = shopPage ? visibleSteps(state, shopPage) : [];
      const billing = fieldsUnder(error.fields, "billing");
      // A gift's recipient is the shipping address on the shipping step; its message sits there too.
      const address = {
        ...fieldsUnder(error.fields, "shippingAddress"),
        ...fieldsUnder(error.fields, "gift.recipient"),
        ...(error.fields?.["gift.recipient"] || error.fields?.["gift.recipientId"]
          ? { address: "REQUIRED" as const }
          : {}),
      };
      const giftMessage = fieldsUnder(error.fields, "gift").message;
      if ((hasErrors(billing) || error.code === "INVOICE_DATA_REQUIRED") && steps.includes("invoicing")) {
        showProblems("invoicing", {
          fields: billing,
          problem: Object.values(billing).includes("INVALID")
            ? "INVOICE_DATA_INVALID"
            : "INVOICE_DATA_REQUIRED",
        });
        dispatch({ type: "goTo", step: "invoicing" });
      } else if (giftMessage && steps.includes("shipping")) {
        showProblems("shipping", { fields: { giftMessage }, problem: "GIFT_MESSAGE_TOO_LONG" });
        dispatch({ type: "goTo", step: "shipping" });
      } else if (hasErrors(address) && steps.includes("shipping")) {
        showProblems("shipping", { fields: address, problem: "ADDRESS_REQUIRED" });
        dispatch({ type: "goTo", step: "shipping" });
      }
    },
  });

  // A member who asked to keep the address or invoicing data entered here finds it in the profile next time.
  async function saveToProfile(placed: CheckoutState) {
    if (!profile) return;
    const update: ProfileUpdate = {};
    if (
      placed.saveAddress &&
      !placed.shippingId &&
      placed.shippingAddress &&
      placed.shippingMode === "shipping"
    )
      update.addresses = [
        ...profile.addresses,
        { ...placed.shippingAddress, ...(profile.addresses.length === 0 ? { isDefault: true } : {}) },
      ];
    if (placed.saveBilling && !placed.billingId && placed.billing && placed.billingMode === "invoice")
      update.billings = [...profile.billings, placed.billing];
    if (!update.addresses && !update.billings) return;
    try {
      const saved = await runtime.api(language).PATCH("/api/v2/profile", { body: update });
      queryClient.setQueryData(queries.profile(language).queryKey, saved);
    } catch {
      // The order is placed; an address that could not be kept is not worth an error on the way to the receipt.
    }
  }

  /** Validates every visible step, then places the order (once at a time). */
  const placeOrder = () => {
    if (place.isPending) return;
    const invalid = firstInvalidStep(state, steps, rules);
    if (invalid) {
      showProblems(invalid.step, invalid.problems);
      dispatch({ type: "goTo", step: invalid.step });
      return;
    }
    place.mutate({ state, cart: cart.data ?? null });
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
    placeOrder,
    place,
    /** The last try got no answer (connection lost or timed out): the same attempt may be retried safely. */
    answerLost: place.error instanceof NetworkError,
    cardChanged,
    /** The sandbox authentication page to show in a dialog while a payment waits for it. */
    challenge: paymentAction.challenge,
  };
}
