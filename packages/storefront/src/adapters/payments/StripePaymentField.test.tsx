import { I18nProvider } from "@lingui/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n, loadArea } from "../../i18n/i18n";
import { elementsOptions, StripePaymentField } from "./StripePaymentField";
import { resetClubStripe } from "./stripe-instance";
import { CardFieldError, type CardFieldHandle, type CardFieldIntent, StripeSetupError } from "./types";

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));

/** A Stripe.js instance with one Elements group and its Payment Element, recording what the field asks. */
function fakeStripe() {
  const changes: (() => void)[] = [];
  const element = {
    mount: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      if (event === "change") changes.push(handler);
    }),
    destroy: vi.fn(),
  };
  const group = { create: vi.fn(() => element), submit: vi.fn(async () => ({})), update: vi.fn() };
  const instance = {
    elements: vi.fn(() => group),
    createPaymentMethod: vi.fn(),
    confirmSetup: vi.fn(),
  };
  const change = () =>
    act(() => {
      for (const handler of changes) handler();
    });
  return { instance, element, group, change };
}

const PAYMENT: CardFieldIntent = { mode: "payment", amount: 12090, currency: "EUR", saveCard: false };

async function renderField(
  payments: { publishableKey?: string; accountId?: string },
  { language = "en", intent = PAYMENT }: { language?: "en" | "it"; intent?: CardFieldIntent } = {},
) {
  await Promise.all([loadArea("checkout", language), activateLanguage(language)]);
  const ref = createRef<CardFieldHandle>();
  const onCardChange = vi.fn();
  const ui = (next: CardFieldIntent) => (
    <I18nProvider i18n={i18n}>
      <StripePaymentField
        ref={ref}
        payments={{ provider: "stripe", ...payments }}
        appToken="demo"
        language={language}
        intent={next}
        onCardChange={onCardChange}
      />
    </I18nProvider>
  );
  const view = render(ui(intent));
  return { ref, view, onCardChange, rerender: (next: CardFieldIntent) => view.rerender(ui(next)) };
}

async function renderLoaded(options: Parameters<typeof renderField>[1] = {}) {
  const fake = fakeStripe();
  stripe.loadStripe.mockResolvedValue(fake.instance);
  const rendered = await renderField({ publishableKey: "pk_test_1", accountId: "acct_club" }, options);
  await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
  return { ...fake, ...rendered };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );

beforeEach(() => {
  stripe.loadStripe.mockReset();
  resetClubStripe();
});

describe("elementsOptions", () => {
  it("is a deferred payment of the cart's total, saving the card for later only when asked", () => {
    expect(elementsOptions(PAYMENT)).toEqual({
      mode: "payment",
      amount: 12090,
      currency: "eur",
      paymentMethodCreation: "manual",
    });
    expect(elementsOptions({ ...PAYMENT, saveCard: true })).toMatchObject({
      setupFutureUsage: "off_session",
    });
    expect(elementsOptions({ mode: "setup", currency: "EUR" })).toEqual({
      mode: "setup",
      currency: "eur",
      paymentMethodCreation: "manual",
    });
  });
});

describe("StripePaymentField", () => {
  it("without a publishable key says card payments are not configured and never loads Stripe.js", async () => {
    await renderField({}, { language: "it" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "I pagamenti con carta non sono configurati per questo negozio",
    );
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it("loads Stripe.js on the club's account in the page's language and mounts a Payment Element", async () => {
    const { instance, group, element, view } = await renderLoaded({ language: "it" });
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_1", { locale: "it", stripeAccount: "acct_club" });
    expect(instance.elements).toHaveBeenCalledWith(elementsOptions(PAYMENT));
    expect(group.create).toHaveBeenCalledWith("payment", { layout: "tabs" });
    const field = view.container.querySelector('[data-card-field="stripe"]');
    expect(field?.contains(element.mount.mock.calls[0]?.[0])).toBe(true);
    view.unmount();
    expect(element.destroy).toHaveBeenCalledOnce();
  });

  it("a new total or 'save this card' updates the group without remounting what was typed", async () => {
    const { group, element, rerender, change, onCardChange } = await renderLoaded();
    rerender({ ...PAYMENT, amount: 13080, saveCard: true });
    expect(group.update).toHaveBeenLastCalledWith(
      elementsOptions({ ...PAYMENT, amount: 13080, saveCard: true }),
    );
    expect(group.create).toHaveBeenCalledOnce();
    expect(element.destroy).not.toHaveBeenCalled();
    change();
    expect(onCardChange).toHaveBeenCalledOnce();
  });

  it("tokenize submits the element, then creates the payment method with the trimmed name on the card", async () => {
    const { instance, group, ref } = await renderLoaded();
    instance.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: "pm_card_visa" } });
    await expect(ref.current!.tokenize("  Giulia Rossi ")).resolves.toBe("pm_card_visa");
    expect(group.submit).toHaveBeenCalledOnce();
    expect(instance.createPaymentMethod).toHaveBeenLastCalledWith({
      elements: group,
      params: { billing_details: { name: "Giulia Rossi" } },
    });
    instance.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: "pm_card_mastercard" } });
    await expect(ref.current!.tokenize("   ")).resolves.toBe("pm_card_mastercard");
    expect(instance.createPaymentMethod).toHaveBeenLastCalledWith({ elements: group });
  });

  it("an invalid card stops at submit (Stripe shows why in the element) and creates no payment method", async () => {
    const { instance, group, ref } = await renderLoaded();
    group.submit.mockResolvedValueOnce({ error: { message: "Your card number is incomplete." } } as never);
    const error = await act(() => rejection(ref.current!.tokenize("")));
    expect((error as CardFieldError).fields).toEqual({ card: "Your card number is incomplete." });
    expect(instance.createPaymentMethod).not.toHaveBeenCalled();
  });

  it("Stripe's refusal to create the payment method shows in the field's alert", async () => {
    const { instance, ref } = await renderLoaded();
    instance.createPaymentMethod.mockResolvedValueOnce({ error: { message: "Your card was declined." } });
    const error = await act(() => rejection(ref.current!.tokenize("")));
    expect(error).toBeInstanceOf(CardFieldError);
    expect(screen.getByRole("alert").textContent).toBe("Your card was declined.");
  });

  it("saveCard checks the card before asking for the SetupIntent, then confirms it in place", async () => {
    const { instance, group, ref } = await renderLoaded({ intent: { mode: "setup", currency: "EUR" } });
    expect(instance.elements).toHaveBeenCalledWith({
      mode: "setup",
      currency: "eur",
      paymentMethodCreation: "manual",
    });
    const order: string[] = [];
    group.submit.mockImplementationOnce(async () => {
      order.push("submit");
      return {};
    });
    const clientSecret = vi.fn(async () => {
      order.push("intent");
      return "seti_1_secret_2";
    });
    instance.confirmSetup.mockResolvedValueOnce({ setupIntent: { status: "succeeded" } });
    await ref.current!.saveCard!("Giulia Rossi", clientSecret);
    expect(order).toEqual(["submit", "intent"]);
    expect(instance.confirmSetup).toHaveBeenCalledWith({
      elements: group,
      clientSecret: "seti_1_secret_2",
      confirmParams: {
        return_url: globalThis.location.href,
        payment_method_data: { billing_details: { name: "Giulia Rossi" } },
      },
      redirect: "if_required",
    });
    instance.confirmSetup.mockResolvedValueOnce({ error: { code: "setup_intent_authentication_failure" } });
    const error = await rejection(ref.current!.saveCard!("", clientSecret));
    expect(error).toBeInstanceOf(StripeSetupError);
    expect((error as StripeSetupError).code).toBe("setup_intent_authentication_failure");
  });

  it("says so when Stripe.js can't load, and tokenize gives the same reason", async () => {
    stripe.loadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    const { ref } = await renderField({ publishableKey: "pk_test_1" }, { language: "it" });
    const message = "Non è stato possibile caricare il campo della carta. Ricarica la pagina per riprovare.";
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    const error = await rejection(ref.current!.tokenize(""));
    expect((error as CardFieldError).fields).toEqual({ card: message });
  });
});
