import type { BillingInput, CountryList } from "@club/api-client";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { StorefrontRuntimeProvider } from "../../app/context";
import { createRuntime } from "../../app/runtime";
import { activateLanguage, i18n, loadArea } from "../../i18n/i18n";
import type { Language } from "../../i18n/languages";
import { memoryStore } from "../../session/storage";
import { GIULIA_BILLING } from "../../test/giulia";
import { initialCheckoutState } from "../checkout-state";
import type { FieldErrors } from "../field-errors";
import { validateStep } from "../step-rules";
import { InvoicingStep } from "./InvoicingStep";

const TEXT = {
  en: {
    email: "Email for the invoice",
    invalid: "This value is not valid",
    newBilling: "New invoicing data",
    save: "Save this invoicing data to my profile",
  },
  it: {
    email: "Email per la fattura",
    invalid: "Questo valore non è valido",
    newBilling: "Nuovi dati di fatturazione",
    save: "Salva questi dati di fatturazione nel mio profilo",
  },
} as const;

const COUNTRIES = { items: [{ code: "IT", name: "Italia", shipping: true }] } as unknown as CountryList;

const SAVED = GIULIA_BILLING;

const ENTERED: BillingInput = {
  person: true,
  firstName: "Mario",
  lastName: "Rossi",
  cf: "RSSMRA85T10A562S",
  street: "Via Roma 1",
  city: "Siena",
  province: "SI",
  zip: "53100",
  country: "IT",
};

interface Seen {
  billing: Partial<BillingInput>;
  billingId: string | null;
  saveBilling: boolean | undefined;
}

/**
 * The step wired as checkout wires it: its data kept as the checkout state keeps it, and "Continue" checking it with
 * the invoicing step's rules (step-rules's `validateStep`).
 */
function Checkout({
  start,
  member,
  seen,
}: {
  start: Partial<Seen>;
  member: boolean;
  seen: (state: Seen) => void;
}) {
  const [billing, setBilling] = useState<Partial<BillingInput>>(
    start.billing ?? { person: true, country: "IT" },
  );
  const [billingId, setBillingId] = useState<string | null>(start.billingId ?? null);
  const [saveBilling, setSaveBilling] = useState<boolean | undefined>(member ? false : undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  seen({ billing, billingId, saveBilling });
  return (
    <>
      <InvoicingStep
        billing={billing}
        billingId={billingId}
        savedBillings={member ? [SAVED] : []}
        saveBilling={saveBilling}
        errors={errors}
        countries={COUNTRIES}
        onChange={(patch) => setBilling((current) => ({ ...current, ...patch }))}
        onChoose={(id, chosen) => {
          setBillingId(id);
          setBilling(chosen ?? {});
        }}
        onSaveBilling={setSaveBilling}
      />
      <button
        type="button"
        onClick={() =>
          setErrors(
            validateStep(
              {
                ...initialCheckoutState(),
                billingMode: "invoice",
                billingId,
                billing: billing as BillingInput,
              },
              "invoicing",
            ).fields,
          )
        }
      >
        Continue
      </button>
    </>
  );
}

async function renderStep(language: Language, start: Partial<Seen>, member = false) {
  // The invoicing step is one of checkout's steps: its texts are in checkout's catalog.
  await Promise.all([loadArea("checkout", language), activateLanguage(language)]);
  const runtime = createRuntime({
    bootstrap: { appToken: "demo" },
    local: memoryStore(),
    sessionStore: memoryStore(),
    // The province and state lists: none needed here.
    fetch: (async () => Response.json({ items: [] })) as typeof fetch,
    currentPath: () => `/${language}/shop-pages/cantina/checkout`,
  });
  const states: Seen[] = [];
  render(
    <I18nProvider i18n={i18n}>
      <StorefrontRuntimeProvider runtime={runtime}>
        <QueryClientProvider client={runtime.queryClient}>
          <Checkout start={start} member={member} seen={(state) => states.push(state)} />
        </QueryClientProvider>
      </StorefrontRuntimeProvider>
    </I18nProvider>,
  );
  return { last: () => states.at(-1)!, user: userEvent.setup() };
}

describe("the invoicing step's email", () => {
  it.each(["en", "it"] as const)(
    "is shown with the invoicing address, goes into the invoicing data, and an invalid one is said in %s",
    async (language) => {
      const text = TEXT[language];
      const { last, user } = await renderStep(language, { billing: ENTERED });
      const email = screen.getByLabelText(text.email);
      expect(email).toHaveProperty("type", "email");
      expect(email.getAttribute("aria-invalid")).not.toBe("true");

      await user.type(email, "fatture@");
      expect(last().billing).toEqual({ ...ENTERED, email: "fatture@" });
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(email.getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByRole("textbox", { name: text.email, description: text.invalid })).toBe(email);

      await user.type(email, "enoteca-rossi.it");
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(email.getAttribute("aria-invalid")).not.toBe("true");
      expect(screen.queryByText(text.invalid)).toBeNull();
      expect(last().billing.email).toBe("fatture@enoteca-rossi.it");
    },
  );
});

describe("a member's new invoicing data", () => {
  it("starts from the saved record; new data shows its fields with the email, and may be saved to the profile", async () => {
    const text = TEXT.en;
    const { last, user } = await renderStep("en", { billingId: SAVED.id, billing: SAVED }, true);
    // The saved record goes by its id: no fields, nothing to save.
    expect(screen.getByRole("radio", { name: /^Giulia Rossi/ })).toHaveProperty("checked", true);
    expect(screen.queryByLabelText(text.email)).toBeNull();
    expect(screen.queryByRole("checkbox", { name: text.save })).toBeNull();

    await user.click(screen.getByRole("radio", { name: text.newBilling }));
    expect(last()).toMatchObject({ billingId: null, billing: { person: true, country: "IT" } });
    await user.type(screen.getByLabelText(text.email), "giulia@studio-rossi.it");
    expect(last().billing.email).toBe("giulia@studio-rossi.it");

    const save = screen.getByRole("checkbox", { name: text.save });
    expect(save).toHaveProperty("checked", false);
    await user.click(save);
    expect(last().saveBilling).toBe(true);
  });

  it("is not offered to be saved to a profile a visitor does not have", async () => {
    await renderStep("en", { billing: ENTERED });
    expect(screen.getByLabelText(TEXT.en.email)).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: TEXT.en.save })).toBeNull();
  });
});
