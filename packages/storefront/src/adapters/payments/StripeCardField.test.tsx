import { I18nProvider } from "@lingui/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n, loadArea } from "../../i18n/i18n";
import { StripeCardField } from "./StripeCardField";
import { CardFieldError, type CardFieldHandle } from "./types";

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));

type ChangeHandler = (event: { error?: { message: string } }) => void;

/** A Stripe.js instance with one card element, recording what the field does with them. */
function fakeStripe() {
  const changes: ChangeHandler[] = [];
  const element = {
    mount: vi.fn(),
    on: vi.fn((event: string, handler: ChangeHandler) => {
      if (event === "change") changes.push(handler);
    }),
    destroy: vi.fn(),
  };
  const create = vi.fn(() => element);
  const instance = { elements: vi.fn(() => ({ create })), createPaymentMethod: vi.fn() };
  const change = (event: { error?: { message: string } }) =>
    act(() => {
      for (const handler of changes) handler(event);
    });
  return { instance, element, create, change };
}

async function renderField(publishableKey: string | undefined, language: "en" | "it" = "en") {
  await Promise.all([loadArea("checkout", language), activateLanguage(language)]);
  const ref = createRef<CardFieldHandle>();
  const view = render(
    <I18nProvider i18n={i18n}>
      <StripeCardField
        ref={ref}
        payments={{ provider: "stripe", ...(publishableKey ? { publishableKey } : {}) }}
        appToken="demo"
        language={language}
      />
    </I18nProvider>,
  );
  return { ref, view };
}

/** Renders the field with a loaded Stripe.js and waits for the card element to be mounted. */
async function renderLoaded(language: "en" | "it" = "en") {
  const fake = fakeStripe();
  stripe.loadStripe.mockResolvedValue(fake.instance);
  const rendered = await renderField("pk_test_1", language);
  await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
  return { ...fake, ...rendered };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected tokenize to fail");
    },
    (error: unknown) => error,
  );

beforeEach(() => {
  stripe.loadStripe.mockReset();
});

describe("StripeCardField", () => {
  it("without a publishable key says card payments are not configured and never loads Stripe.js", async () => {
    await renderField(undefined, "it");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "I pagamenti con carta non sono configurati per questo negozio",
    );
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it("loads Stripe.js in the page's language and mounts a card element (no postal code) in the field", async () => {
    const { create, element, view } = await renderLoaded("it");
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_1", { locale: "it" });
    expect(create).toHaveBeenCalledWith("card", { hidePostalCode: true });
    const field = view.container.querySelector('[data-card-field="stripe"]');
    expect(element.mount.mock.calls[0]?.[0]).toBeInstanceOf(HTMLDivElement);
    expect(field?.contains(element.mount.mock.calls[0]?.[0])).toBe(true);
    view.unmount();
    expect(element.destroy).toHaveBeenCalledOnce();
  });

  it("tokenize before Stripe.js has loaded is a CardFieldError, and asks Stripe nothing", async () => {
    stripe.loadStripe.mockReturnValue(new Promise(() => undefined));
    const { ref } = await renderField("pk_test_1");
    await waitFor(() => expect(stripe.loadStripe).toHaveBeenCalled());
    const error = await rejection(ref.current!.tokenize("Giulia Rossi"));
    expect(error).toBeInstanceOf(CardFieldError);
    expect((error as CardFieldError).fields).toEqual({ card: "The card field is still loading" });
  });

  it("says so when Stripe.js can't load (blocked, offline), and tokenize gives the same reason", async () => {
    stripe.loadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    const { ref } = await renderField("pk_test_1", "it");
    const message = "Non è stato possibile caricare il campo della carta. Ricarica la pagina per riprovare.";
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    const error = await rejection(ref.current!.tokenize(""));
    expect((error as CardFieldError).fields).toEqual({ card: message });
  });

  it("tokenize returns the payment method's id, with the trimmed name on the card when there is one", async () => {
    const { instance, element, ref } = await renderLoaded();
    instance.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: "pm_card_visa" } });
    await expect(ref.current!.tokenize("  Giulia Rossi ")).resolves.toBe("pm_card_visa");
    expect(instance.createPaymentMethod).toHaveBeenLastCalledWith({
      type: "card",
      card: element,
      billing_details: { name: "Giulia Rossi" },
    });
    instance.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: "pm_card_mastercard" } });
    await expect(ref.current!.tokenize("   ")).resolves.toBe("pm_card_mastercard");
    expect(instance.createPaymentMethod).toHaveBeenLastCalledWith({ type: "card", card: element });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("Stripe's error shows in the field's alert and tokenize throws it as a CardFieldError", async () => {
    const { instance, ref } = await renderLoaded();
    instance.createPaymentMethod.mockResolvedValueOnce({
      error: {
        type: "validation_error",
        code: "incomplete_number",
        message: "Your card number is incomplete.",
      },
    });
    const error = await act(() => rejection(ref.current!.tokenize("Giulia Rossi")));
    expect(error).toBeInstanceOf(CardFieldError);
    expect((error as CardFieldError).fields).toEqual({ card: "Your card number is incomplete." });
    expect(screen.getByRole("alert").textContent).toBe("Your card number is incomplete.");
  });

  it("an answer with neither a payment method nor an error asks to retry", async () => {
    const { instance, ref } = await renderLoaded();
    instance.createPaymentMethod.mockResolvedValueOnce({});
    const error = await act(() => rejection(ref.current!.tokenize("")));
    expect((error as CardFieldError).fields).toEqual({ card: "The card could not be checked, please retry" });
    expect(screen.getByRole("alert").textContent).toBe("The card could not be checked, please retry");
  });

  it("shows the card element's validation errors as they change, and clears them, keeping the element", async () => {
    const { change, create, element } = await renderLoaded();
    change({ error: { message: "Your card number is invalid." } });
    expect(screen.getByRole("alert").textContent).toBe("Your card number is invalid.");
    change({});
    expect(screen.queryByRole("alert")).toBeNull();
    // Re-rendering must not remount Stripe's card (the shopper would lose what they typed).
    expect(create).toHaveBeenCalledOnce();
    expect(element.destroy).not.toHaveBeenCalled();
  });
});
