import { isApiError } from "@club/api-client";
import { Alert, Button, CheckoutStepper, EmptyState, formatMoney, PageHeader, Spinner } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useParams } from "react-router";
import { CardFieldError, type CardFieldHandle } from "../adapters/payments/types";
import { useBotToken } from "../adapters/useBotToken";
import { useAuthenticated, useQueries, useRuntime } from "../app/context";
import { Lazy, lazyComponent } from "../app/lazy-component";
import { whenIdle } from "../app/when-idle";
import { cartControllerFor } from "../cart/useCart";
import { ERROR_MESSAGES, errorCode, errorMessage } from "../i18n/errors";
import { localeOf } from "../i18n/languages";
import { StoreLink, useStoreNavigate } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";
import { ScreenFailure, ScreenSkeleton } from "../screens/ScreenState";
import { CouponField } from "./CouponField";
import { buildCheckoutRequest } from "./checkout-request";
import {
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
  nextStep,
  paymentHidden,
  type StepId,
  visibleSteps,
} from "./checkout-state";
import { fieldsUnder } from "./field-messages";
import { type FieldErrors, hasErrors, isEmail, validateBilling } from "./fiscal";
import { OrderSummary } from "./OrderSummary";
import { rememberOrder } from "./order-storage";
import { InformationStep } from "./steps/InformationStep";
import { PaymentStep } from "./steps/PaymentStep";

// The invoicing and shipping steps carry the address form's selects and dialog: their code loads while the
// visitor fills in the first step, so checkout's first screen ships less.
const InvoicingStep = lazyComponent(async () => (await import("./steps/InvoicingStep")).InvoicingStep);
const ShippingStep = lazyComponent(async () => (await import("./steps/ShippingStep")).ShippingStep);

/** Checkout at /{lang}/shop-pages/{id}/checkout: information → invoicing → shipping → payment, then one request. */
export function CheckoutScreen() {
  const { t, i18n } = useLingui();
  const { shopPageId = "" } = useParams();
  const runtime = useRuntime();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const locale = localeOf(language);
  const navigate = useStoreNavigate();
  const authenticated = useAuthenticated();
  const shopPage = useQuery(queries.shopPage(language, shopPageId));
  const config = useQuery(queries.config(language)).data ?? null;
  const botToken = useBotToken();
  const profile = useQuery(queries.profile(language)).data ?? null;
  const countries = useQuery(queries.countries(language)).data;
  const [state, dispatch] = useReducer(checkoutReducer, shopPage.data, initialCheckoutState);
  const [errors, setErrors] = useState<Partial<Record<StepId, FieldErrors>>>({});
  const [stepError, setStepError] = useState<string | undefined>();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const cardField = useRef<CardFieldHandle>(null);
  const cartContext = {
    shippingMode: state.shippingMode,
    ...(state.shippingMode === "shipping" && state.listingId ? { listingId: state.listingId } : {}),
    ...(state.couponCode ? { couponCode: state.couponCode } : {}),
  };
  const cart = useQuery({
    ...queries.cart(language, shopPageId, cartContext),
    placeholderData: (previous) => previous,
  });

  useEffect(
    () =>
      whenIdle(() => {
        for (const step of [InvoicingStep, ShippingStep]) step.preload().catch(() => undefined);
      }),
    [],
  );

  // Members start with their details.
  const user = config?.user;
  useEffect(() => {
    if (user)
      dispatch({
        type: "set",
        patch: { email: user.email, firstName: user.firstName, lastName: user.lastName },
      });
  }, [user]);

  const set = useCallback((patch: Partial<CheckoutState>) => dispatch({ type: "set", patch }), []);
  const applyCoupon = useCallback(
    (couponCode: string) => dispatch({ type: "set", patch: { couponCode } }),
    [],
  );

  if (shopPage.isPending) return <ScreenSkeleton />;
  if (shopPage.isError)
    return <ScreenFailure error={shopPage.error} onRetry={() => void shopPage.refetch()} />;
  const page = shopPage.data;
  const steps = visibleSteps(state, page);
  const current = steps.includes(state.step) ? state.step : steps[0]!;
  const currentIndex = steps.indexOf(current);
  const isLast = nextStep(steps, current) === null;
  const cartData = cart.data ?? null;

  if (!cart.isPending && (!cartData || cartData.lines.length === 0))
    return (
      <EmptyState
        headingLevel={2}
        title={t`Your cart is empty`}
        description={t`Add something from the shop before checking out.`}
        action={
          <Button asChild>
            <StoreLink to={`/shop-pages/${shopPageId}`}>{t`Back to ${page.title}`}</StoreLink>
          </Button>
        }
      />
    );

  const labels: Record<StepId, string> = {
    information: t`Information`,
    invoicing: t`Invoicing`,
    shipping: t`Shipping`,
    payment: t`Payment`,
  };

  function validate(step: StepId): boolean {
    let found: FieldErrors = {};
    let message: string | undefined;
    if (step === "information") {
      if (!state.email.trim()) found.email = "REQUIRED";
      else if (!isEmail(state.email)) found.email = "INVALID";
      if (!state.firstName.trim()) found.firstName = "REQUIRED";
      if (!state.lastName.trim()) found.lastName = "REQUIRED";
    } else if (step === "invoicing") {
      found = validateBilling(state.billing ?? { person: true });
      if (hasErrors(found)) message = i18n._(ERROR_MESSAGES.INVOICE_DATA_REQUIRED!);
    } else if (step === "shipping") {
      if (!state.shippingAddress) {
        found.address = "REQUIRED";
        message = t`Add a shipping address`;
      } else if (!state.listingId) {
        found.listingId = "REQUIRED";
        message = t`Choose a shipping option`;
      }
    } else if (step === "payment" && state.howToPay === "saved" && !state.paymentMethodId) {
      found.paymentMethodId = "REQUIRED";
      message = t`Choose a saved card`;
    }
    setErrors((all) => ({ ...all, [step]: found }));
    setStepError(message);
    return !hasErrors(found);
  }

  async function placeOrder() {
    if (placingRef.current) return;
    for (const step of steps) {
      if (!validate(step)) {
        dispatch({ type: "goTo", step });
        return;
      }
    }
    placingRef.current = true;
    setPlacing(true);
    setSubmitError(null);
    try {
      const controller = cartControllerFor(runtime, shopPageId, language);
      await controller.flush();
      let paymentMethodId: string | null = null;
      if (!paymentHidden(state, page)) {
        if (state.howToPay === "saved") paymentMethodId = state.paymentMethodId;
        else paymentMethodId = (await cardField.current?.tokenize(state.cardName)) ?? null;
      }
      const body = buildCheckoutRequest(state, {
        cart: cartData,
        pickupPayment: page.settings.payment.pickup,
        paymentMethodId,
        botToken: await botToken("checkout"),
      });
      const idempotencyKey = crypto.randomUUID();
      const result = await controller.queue.run(() =>
        runtime.api(language).POST("/api/v2/shop-pages/{shopPageId}/checkout", {
          params: { path: { shopPageId }, header: { "Idempotency-Key": idempotencyKey } },
          body,
        }),
      );
      rememberOrder(shopPageId, result.expense);
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === "cart" || q.queryKey[0] === "profile",
      });
      navigate(`/shop-pages/${shopPageId}/checkout-complete`);
    } catch (error) {
      if (error instanceof CardFieldError) {
        setSubmitError(t`Check the card details`);
      } else {
        setSubmitError(errorMessage(i18n, error));
        const code = errorCode(error);
        if (code === "PRICE_CHANGED") void cart.refetch();
        if (isApiError(error) && error.fields) {
          const billing = fieldsUnder(error.fields, "billing");
          const address = fieldsUnder(error.fields, "shippingAddress");
          if (hasErrors(billing) && steps.includes("invoicing")) {
            setErrors((all) => ({ ...all, invoicing: billing }));
            dispatch({ type: "goTo", step: "invoicing" });
          } else if (hasErrors(address) && steps.includes("shipping")) {
            dispatch({ type: "goTo", step: "shipping" });
          }
        }
        if (code === "INVOICE_DATA_REQUIRED" && steps.includes("invoicing"))
          dispatch({ type: "goTo", step: "invoicing" });
      }
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  }

  function advance() {
    if (!validate(current)) return;
    const next = nextStep(steps, current);
    if (next) dispatch({ type: "goTo", step: next });
  }

  const stepErrors = errors[current] ?? {};
  const total = cartData ? formatMoney(cartData.total, locale) : "";

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm">
        <StoreLink
          to={`/shop-pages/${shopPageId}`}
          className="font-semibold text-primary-ink hover:underline"
        >
          {page.title}
        </StoreLink>
      </nav>
      <PageHeader title={t`Checkout`} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CheckoutStepper
            label={t`Checkout steps`}
            steps={steps.map((id) => ({ id, label: labels[id] }))}
            current={current}
            completed={steps.slice(0, currentIndex)}
            onStepSelect={(step) => dispatch({ type: "goTo", step })}
            labels={{
              completed: t`completed`,
              progress: (position, count) => t`Step ${position} of ${count}`,
            }}
          />
          <section
            aria-labelledby="checkout-step-title"
            className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 sm:p-6"
          >
            <h2 id="checkout-step-title" className="font-heading font-semibold text-fg text-xl">
              {labels[current]}
            </h2>
            {current === "information" && (
              <InformationStep state={state} shopPage={page} errors={stepErrors} onChange={set} />
            )}
            <Suspense fallback={<Spinner label={t`Loading...`} />}>
              {current === "invoicing" && (
                <Lazy
                  of={InvoicingStep}
                  billing={state.billing ?? { person: true, country: "IT" }}
                  errors={stepErrors}
                  countries={countries}
                  onChange={(patch) =>
                    set({
                      billing: {
                        ...(state.billing ?? { person: true, country: "IT" }),
                        ...patch,
                      } as CheckoutState["billing"],
                    })
                  }
                />
              )}
              {current === "shipping" && (
                <Lazy
                  of={ShippingStep}
                  shopPageId={shopPageId}
                  address={state.shippingAddress}
                  listingId={state.listingId}
                  couponCode={state.couponCode}
                  countries={countries}
                  error={stepError}
                  onAddress={(shippingAddress) => set({ shippingAddress })}
                  onListing={(listingId) => set({ listingId })}
                />
              )}
            </Suspense>
            {current === "payment" && config && (
              <PaymentStep
                state={state}
                payments={config.payments}
                appToken={runtime.bootstrap.appToken}
                savedMethods={profile?.paymentMethods ?? []}
                authenticated={authenticated}
                cardField={cardField}
                error={stepError}
                onHowToPay={(value) => dispatch({ type: "howToPay", value })}
                onChange={set}
              />
            )}
            {paymentHidden(state, page) && isLast && (
              <Alert tone="info" title={t`Pay at pickup`}>
                {t`You pay for this order when you collect it at the estate.`}
              </Alert>
            )}
            {current === "invoicing" && stepError && (
              <p role="alert" className="text-error-ink text-sm">
                {stepError}
              </p>
            )}
            {submitError && (
              <Alert tone="error" title={t`The order was not placed`}>
                {submitError}
              </Alert>
            )}
            <div className="flex flex-wrap justify-between gap-3">
              {currentIndex > 0 ? (
                <Button
                  variant="ghost"
                  onClick={() => dispatch({ type: "goTo", step: steps[currentIndex - 1]! })}
                >
                  {t`Back`}
                </Button>
              ) : (
                <span />
              )}
              {isLast ? (
                <Button
                  size="lg"
                  loading={placing}
                  disabled={placing || !cartData?.canCheckout}
                  onClick={() => void placeOrder()}
                >
                  {placing ? t`Placing your order…` : t`Place order · ${total}`}
                </Button>
              ) : (
                <Button size="lg" onClick={advance}>
                  {t`Continue`}
                </Button>
              )}
            </div>
          </section>
        </div>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          {cartData ? (
            <OrderSummary
              cart={cartData}
              updating={cart.isFetching}
              showShipping={state.shippingMode === "shipping"}
              footer={<CouponField onApply={applyCoupon} />}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
