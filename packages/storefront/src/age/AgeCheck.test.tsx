import type { Config } from "@club/api-client";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { memoryStore } from "../session/storage";
import { AGE_KEY } from "./age-rules";

// A fresh module per test: the store keeps an in-memory copy of what it wrote (for browsers without storage).
// The runtime's context comes from the same fresh modules, so AgeCheck finds its provider.
let AgeCheck: typeof import("./AgeCheck").AgeCheck;
let StorefrontRuntimeProvider: typeof import("../app/context").StorefrontRuntimeProvider;
let createRuntime: typeof import("../app/runtime").createRuntime;

const config = {
  company: { name: "Tenuta Collina" },
  logo: null,
  consent: { provider: "builtin", policyUrl: { it: "/it/pages/privacy", en: "/en/pages/privacy" } },
  ageCheck: { minimumAge: 18, byCountry: { DE: 16 } },
} as unknown as Config;

/** The check as the app renders it once hydrated (`publicOnly`: still hydrating the server's page). */
async function show(path: string, language: Language = "en", { publicOnly = false } = {}) {
  const runtime = createRuntime({
    bootstrap: { appToken: "demo" },
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: (() => Promise.reject(new Error("no platform here"))) as typeof fetch,
    currentPath: () => path,
    publicOnly,
  });
  // Awaited: the question's chunk loads in the act scope (React suspends until it is there).
  let shown: ReturnType<typeof render> | undefined;
  await act(async () => {
    shown = render(
      <I18nProvider i18n={i18n}>
        <StorefrontRuntimeProvider runtime={runtime}>
          <MemoryRouter initialEntries={[path]}>
            <AgeCheck config={config} language={language}>
              <p>consent banner</p>
            </AgeCheck>
          </MemoryRouter>
        </StorefrontRuntimeProvider>
      </I18nProvider>,
    );
  });
  return shown as ReturnType<typeof render>;
}

describe("AgeCheck (issue 17)", () => {
  beforeEach(async () => {
    localStorage.clear();
    vi.resetModules();
    ({ AgeCheck } = await import("./AgeCheck"));
    ({ StorefrontRuntimeProvider } = await import("../app/context"));
    ({ createRuntime } = await import("../app/runtime"));
    // The question's own chunk, loaded once here so that a slow first transform never outlasts a find.
    await import("./AgeQuestion");
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks first (the consent banner waits), remembers a confirmation, and then shows the banner", async () => {
    await activateLanguage("en");
    const first = await show("/en/");
    expect(await screen.findByRole("dialog", { name: "Welcome to Tenuta Collina" })).toBeTruthy();
    expect(screen.queryByText("consent banner")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "I am of legal drinking age" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("consent banner")).toBeTruthy();
    expect(localStorage.getItem(AGE_KEY)).toBe("confirmed");
    first.unmount();
    await show("/en/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("answers 'under 18' with a polite refusal, in Italian too, and does not remember it", async () => {
    await activateLanguage("it");
    await show("/it/", "it");
    fireEvent.click(await screen.findByRole("button", { name: "Ho meno di 18 anni" }));
    expect(screen.getByRole("dialog", { name: "Ci dispiace" })).toBeTruthy();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Informativa privacy e cookie" }).getAttribute("href")).toBe(
      "/it/pages/privacy",
    );
    expect(localStorage.getItem(AGE_KEY)).toBeNull();
  });

  it("leaves policy pages readable and does not ask crawlers", async () => {
    await activateLanguage("en");
    const page = await show("/en/pages/privacy");
    expect(screen.queryByRole("dialog")).toBeNull();
    page.unmount();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    await show("/en/");
    expect(await screen.findByText("consent banner")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("waits for the hydration's end: the server's page is what a visitor and a crawler first see", async () => {
    await activateLanguage("en");
    await show("/en/", "en", { publicOnly: true });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("consent banner")).toBeTruthy();
  });
});
