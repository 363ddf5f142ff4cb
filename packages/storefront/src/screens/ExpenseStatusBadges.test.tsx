import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLanguage, i18n, loadArea } from "../i18n/i18n";
import { ExpenseStatusBadges } from "./ExpenseStatusBadges";

async function renderBadges(
  language: "en" | "it",
  expense: Parameters<typeof ExpenseStatusBadges>[0]["expense"],
) {
  await Promise.all([loadArea("account", language), activateLanguage(language)]);
  const view = render(
    <I18nProvider i18n={i18n}>
      <ExpenseStatusBadges expense={expense} />
    </I18nProvider>,
  );
  return view.container.textContent;
}

describe("ExpenseStatusBadges", () => {
  it("says an order is still waiting for its payment, in en and it", async () => {
    expect(await renderBadges("en", { status: "pending_payment" })).toBe("Awaiting payment");
    expect(await renderBadges("it", { status: "pending_payment" })).toContain("In attesa di pagamento");
  });

  it("shows where the goods are beside the status", async () => {
    await renderBadges("it", { status: "paid", fulfilment: "shipped" });
    expect(screen.getByText("Pagato")).toBeTruthy();
    expect(screen.getByText("Spedito")).toBeTruthy();
  });

  it("labels every status and fulfilment in both languages", async () => {
    const statuses = [
      "pending_payment",
      "paid",
      "awaiting_pickup_payment",
      "fulfilled",
      "cancelled",
      "refunded",
    ];
    const fulfilments = ["shipped", "delivered", "ready_for_pickup", "collected"] as const;
    for (const language of ["en", "it"] as const) {
      const seen = new Set<string>();
      for (const status of statuses) {
        const text = await renderBadges(language, { status: status as "paid", fulfilment: null });
        expect(text).toMatch(/\p{L}/u);
        seen.add(text ?? "");
      }
      expect(seen.size).toBe(statuses.length);
      for (const fulfilment of fulfilments) {
        const text = await renderBadges(language, { status: "paid", fulfilment });
        expect(text?.length).toBeGreaterThan((language === "it" ? "Pagato" : "Paid").length);
      }
    }
  });
});
