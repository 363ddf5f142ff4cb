import { Alert, Button, CheckoutStepper, EmptyState, formatMoney, PageHeader, Spinner } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef } from "react";
import { useParams } from "react-router";
import { loadSandboxCardField } from "../adapters/payments/card-field-chunks";
import { SandboxChallengeDialog } from "../adapters/payments/SandboxChallengeDialog";
import type { CardFieldHandle } from "../adapters/payments/types";
import { usePainted } from "../app/after-paint";
import { useAuthenticated, useQueries, useRuntime } from "../app/context";
import { LoadingFallback } from "../app/LoadingFallback";
import { whenEngaged } from "../app/when-engaged";
import { localeOf } from "../i18n/languages";
import { StoreLink, useStoreNavigate } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";
import { ScreenFailure, ScreenSkeleton } from "../screens/ScreenState";
import { type CheckoutState, paymentHidden, type StepId } from "./checkout-state";
import { focusFirstInvalid } from "./focus-invalid";
import { OrderNotPlaced } from "./OrderNotPlaced";
import { OrderSummaryPlaceholder } from "./OrderSummaryPlaceholder";
import { problemText } from "./problem-text";
import { InformationStep } from "./steps/InformationStep";
import { useCheckout } from "./useCheckout";

// The order summary and its coupon field, its own chunk, load right after the first step has painted, its
// placeholder holding its place meanwhile. The first step is the page's largest paint: nothing else loads before it.
const OrderSummary = lazy(async () => ({ default: (await import("./OrderSummary")).OrderSummary }));
// The later steps' forms (invoicing, shipping, payment: with the address dialog and the country and state lists)
// are a chunk of their own, fetched once the shopper starts on the first step, long before "Continue".
const loadLaterStep = () => import("./steps/LaterStep");
const LaterStep = lazy(async () => ({ default: (await loadLaterStep()).LaterStep }));

/**
 * Checkout at /{lang}/shop-pages/{id}/checkout: information → invoicing → shipping → payment, then one request.
 * `cartLines`: the browser said its cart here has lines (`cart-hint.ts`), so the first step shows while the cart is
 * read; the server renders it so.
 */
export function CheckoutScreen({ cartLines = false }: { cartLines?: boolean }) {
  const { t, i18n } = useLingui();
  const { shopPageId = "" } = useParams();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const locale = localeOf(language);
  const navigate = useStoreNavigate();
  const authenticated = useAuthenticated();
  const shopPage = useQuery(queries.shopPage(language, shopPageId));
  const countries = useQuery(queries.countries(language)).data;
  const cardField = useRef<CardFieldHandle>(null);
  const stepSection = useRef<HTMLElement>(null);
  const checkout = useCheckout({ shopPageId, shopPage: shopPage.data, language, cardField });
  const painted = usePainted();
  const { state, dispatch, steps, current, problems, cart, profile, config, place } = checkout;

  // The later steps and the sandbox's card field (their own chunks) load once the shopper starts on the first step
  // (a field, a key, a press): not in the tasks right after the first paint, where their evaluation would block the
  // step just shown; long before the steps that show them, which then never wait.
  const sandboxPayments = config?.payments.provider === "sandbox";
  useEffect(
    () =>
      whenEngaged(() => {
        loadLaterStep().catch(() => undefined);
        if (sandboxPayments) loadSandboxCardField().catch(() => undefined);
      }),
    [sandboxPayments],
  );

  // A new step starts at its top: the shopper pressed "Continue" at the bottom of the last one, and a screen reader
  // hears the new step's name. Not on the first step (the page has just opened) nor when a step did not pass (its
  // invalid field takes focus below).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<StepId | null>(null);
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = current;
    const heading = stepHeading.current;
    if (previous === null || previous === current || !heading) return;
    heading.focus({ preventScroll: true });
    const section = stepSection.current;
    // Its scroll margin leaves room for the sticky top bar and the stepper above it.
    if (
      section &&
      section.getBoundingClientRect().top < Number.parseFloat(getComputedStyle(section).scrollMarginTop)
    )
      section.scrollIntoView({ block: "start" });
  }, [current]);

  // A step that did not pass: its first invalid field comes into view and takes focus (phones too). After a
  // jump back to an earlier step, that step renders first: the frame's wait lets its fields appear.
  useEffect(() => {
    if (checkout.invalidAttempt === 0) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      if (!focusFirstInvalid(stepSection.current) && ++tries < 30) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [checkout.invalidAttempt]);

  // The order is kept for the next screen (a reload there too) by the time it succeeds (`place-order.ts`).
  useEffect(() => {
    if (place.isSuccess) navigate(`/shop-pages/${shopPageId}/checkout-complete`);
  }, [place.isSuccess, shopPageId, navigate]);

  const set = useCallback((patch: Partial<CheckoutState>) => dispatch({ type: "set", patch }), [dispatch]);
  const applyCoupon = useCallback((couponCode: string) => set({ couponCode }), [set]);

  // The route waited for the shop page: pending or failed only when its read failed or was dropped meanwhile.
  if (shopPage.isPending) return <ScreenSkeleton />;
  if (shopPage.isError)
    return <ScreenFailure error={shopPage.error} onRetry={() => void shopPage.refetch()} />;
  const page = shopPage.data;
  const currentIndex = steps.indexOf(current);
  const isLast = currentIndex === steps.length - 1;
  const cartData = cart.data ?? null;

  // A cart read with another context (a member's saved address) keeps the previous answer meanwhile. Without any
  // answer yet the screen waits, unless the browser said the cart has lines: its first step, shown now, would
  // otherwise be replaced by "Your cart is empty" a moment later.
  if (cart.isPending && !cartLines) return <LoadingFallback />;
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
  // Only the steps after the first have problems.
  const stepError = problems.problem ? problemText(i18n, problems.problem, state.gift) : undefined;
  // Only the last step shows it: formatting money first sets up the locale's number formatter, a long piece of work
  // for a first render.
  const total = isLast && cartData ? formatMoney(cartData.total, locale) : "";

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
            onStepSelect={checkout.goTo}
            labels={{
              completed: t`completed`,
              progress: (position, count) => t`Step ${position} of ${count}`,
            }}
          />
          <section
            ref={stepSection}
            aria-labelledby="checkout-step-title"
            className="flex scroll-mt-32 flex-col gap-5 rounded-card border border-border bg-surface p-5 sm:p-6"
          >
            <h2
              id="checkout-step-title"
              ref={stepHeading}
              tabIndex={-1}
              className="font-heading font-semibold text-fg text-xl outline-none"
            >
              {labels[current]}
            </h2>
            {/* The first step suspends on nothing: outside the boundary, the server sends it in the page's shell,
                where React would send a large boundary after the shell and reveal it later. */}
            {current === "information" && (
              <InformationStep
                state={state}
                shopPage={page}
                errors={problems.fields}
                countries={countries}
                askBirthDate={!profile?.birthDate}
                onChange={set}
              />
            )}
            {/* One boundary for the later steps, there (empty) from the first: a step change (a transition) keeps
                the step shown until the next one's code is there, rather than a spinner in its place. */}
            <Suspense fallback={<Spinner label={t`Loading...`} />}>
              {current !== "information" && (current !== "payment" || config) && (
                <LaterStep
                  step={current}
                  checkout={checkout}
                  shopPageId={shopPageId}
                  countries={countries}
                  authenticated={authenticated}
                  appToken={runtime.bootstrap.appToken}
                  cardField={cardField}
                  error={stepError}
                  onChange={set}
                />
              )}
            </Suspense>
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
            {place.isError && <OrderNotPlaced error={place.error} answerLost={checkout.answerLost} />}
            <div className="flex flex-wrap justify-between gap-3">
              {currentIndex > 0 ? (
                <Button variant="ghost" onClick={() => checkout.goTo(steps[currentIndex - 1]!)}>
                  {t`Back`}
                </Button>
              ) : (
                <span />
              )}
              {isLast ? (
                <Button
                  size="lg"
                  loading={place.isPending}
                  // The total on the button is the one charged: not while the cart is re-priced for new choices.
                  disabled={place.isPending || !cartData?.canCheckout || cart.isPlaceholderData}
                  onClick={checkout.placeOrder}
                >
                  {place.isPending ? t`Placing your order…` : t`Place order · ${total}`}
                </Button>
              ) : (
                <Button size="lg" onClick={checkout.advance}>
                  {t`Continue`}
                </Button>
              )}
            </div>
          </section>
        </div>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          {/* The placeholder while the cart is read too: the summary comes with the cart. */}
          {!cartData || !painted ? <OrderSummaryPlaceholder /> : null}
          {cartData && painted ? (
            <Suspense fallback={<OrderSummaryPlaceholder />}>
              <OrderSummary
                cart={cartData}
                updating={cart.isFetching}
                shipping={state.shippingMode === "pickup" ? "pickup" : state.listingId ? "priced" : "unknown"}
                giftFor={
                  state.gift && state.shippingMode === "shipping" && state.shippingAddress
                    ? `${state.shippingAddress.firstName} ${state.shippingAddress.lastName}`.trim()
                    : null
                }
                onCoupon={applyCoupon}
              />
            </Suspense>
          ) : null}
        </aside>
      </div>
      {checkout.challenge && (
        <SandboxChallengeDialog
          key={checkout.challenge.challengeUrl}
          challengeUrl={checkout.challenge.challengeUrl}
          onDone={checkout.challenge.settle}
        />
      )}
    </div>
  );
}
