import type { Config } from "@club/api-client";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { AGE_KEY } from "./age-rules";

// A fresh module per test: the store keeps an in-memory copy of what it wrote (for browsers without storage).
let AgeCheck: typeof import("./AgeCheck").AgeCheck;

const config = {
  company: { name: "Tenuta Collina" },
  logo: null,
  consent: { provider: "builtin", policyUrl: { it: "/it/pages/privacy", en: "/en/pages/privacy" } },
  ageCheck: { minimumAge: 18, byCountry: { DE: 16 } },
} as unknown as Config;

function show(path: string, language: Language = "en") {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AgeCheck config={config} language={language}>
          <p>consent banner</p>
        </AgeCheck>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("AgeCheck (issue 17)", () => {
  beforeEach(async () => {
    localStorage.clear();
    vi.resetModules();
    ({ AgeCheck } = await import("./AgeCheck"));
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks first (the consent banner waits), remembers a confirmation, and then shows the banner", async () => {
    await activateLanguage("en");
    const first = show("/en/");
    expect(screen.getByRole("dialog", { name: "Welcome to Tenuta Collina" })).toBeTruthy();
    expect(screen.queryByText("consent banner")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "I am of legal drinking age" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("consent banner")).toBeTruthy();
    expect(localStorage.getItem(AGE_KEY)).toBe("confirmed");
    first.unmount();
    show("/en/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("answers 'under 18' with a polite refusal, in Italian too, and does not remember it", async () => {
    await activateLanguage("it");
    show("/it/", "it");
    fireEvent.click(screen.getByRole("button", { name: "Ho meno di 18 anni" }));
    expect(screen.getByRole("dialog", { name: "Ci dispiace" })).toBeTruthy();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Informativa privacy e cookie" }).getAttribute("href")).toBe(
      "/it/pages/privacy",
    );
    expect(localStorage.getItem(AGE_KEY)).toBeNull();
  });

  it("leaves policy pages readable and does not ask crawlers", async () => {
    await activateLanguage("en");
    const page = show("/en/pages/privacy");
    expect(screen.queryByRole("dialog")).toBeNull();
    page.unmount();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    show("/en/");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("consent banner")).toBeTruthy();
  });
});
