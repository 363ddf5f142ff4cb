import type { Config } from "@club/api-client";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n } from "../../i18n/i18n";
import type { Language } from "../../i18n/languages";
import { memoryStore } from "../../session/storage";

// Fresh modules per test: the consent store keeps an in-memory copy of what it wrote, and the runtime's context
// must come from the same modules as the component.
let Consent: typeof import("./Consent").Consent;
let StorefrontRuntimeProvider: typeof import("../../app/context").StorefrontRuntimeProvider;
let createRuntime: typeof import("../../app/runtime").createRuntime;

const policyUrl = { it: "/it/pages/cookie", en: "/en/pages/cookie" };
const builtin: Config["consent"] = { provider: "builtin", policyUrl };
const external: Config["consent"] = {
  provider: "external",
  scriptUrl: { it: "https://consent.example/it.js", en: "https://consent.example/en.js" },
  policyUrl,
};

/** The modules as a new page load gets them (what the last one kept in memory is gone; localStorage stays). */
async function freshModules() {
  vi.resetModules();
  ({ Consent } = await import("./Consent"));
  ({ StorefrontRuntimeProvider } = await import("../../app/context"));
  ({ createRuntime } = await import("../../app/runtime"));
  // The banner's own chunk, loaded here so that a slow first transform never outlasts a find.
  await import("./ConsentBanner");
}

async function show(consent: Config["consent"], language: Language) {
  await activateLanguage(language);
  const runtime = createRuntime({
    bootstrap: { appToken: "demo" },
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: (() => Promise.reject(new Error("no platform here"))) as typeof fetch,
    currentPath: () => `/${language}/`,
  });
  const tree = (lang: Language): ReactNode => (
    <I18nProvider i18n={i18n}>
      <StorefrontRuntimeProvider runtime={runtime}>
        <Consent consent={consent} language={lang} />
      </StorefrontRuntimeProvider>
    </I18nProvider>
  );
  let shown: ReturnType<typeof render> | undefined;
  // The banner's own chunk loads in the act scope.
  await act(async () => {
    shown = render(tree(language));
  });
  return { ...(shown as ReturnType<typeof render>), tree };
}

const scripts = () => [...document.querySelectorAll("script")].map((script) => script.src);

describe("Consent (spec §1)", () => {
  beforeEach(async () => {
    localStorage.clear();
    document.head.innerHTML = "";
    await freshModules();
  });

  it("the built-in banner: no script before a choice nor after “Accept all”, which is remembered (the storefront has none that waits for consent)", async () => {
    const { unmount } = await show(builtin, "it");
    const banner = await screen.findByRole("region", { name: "Consenso ai cookie" });
    expect(scripts()).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Accetta tutti" }));
    });
    expect(banner.isConnected).toBe(false);
    expect(localStorage.getItem("club.consent")).toBe("all");
    expect(scripts()).toEqual([]);

    // The next page load: the choice holds, and still nothing is loaded.
    unmount();
    await freshModules();
    await show(builtin, "it");
    expect(screen.queryByRole("region", { name: "Consenso ai cookie" })).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it("an external provider: its script for the page's language asks in a sandboxed frame (no script in the page, no same origin), which follows the language; no built-in banner", async () => {
    const frames = () =>
      [...document.querySelectorAll("iframe")].map((frame) => ({
        src: frame.getAttribute("src"),
        sandbox: frame.getAttribute("sandbox"),
      }));
    const sandbox = "allow-scripts allow-popups allow-popups-to-escape-sandbox";
    const { rerender, tree, unmount } = await show(external, "it");
    expect(frames()).toEqual([{ src: "/consent-frame/it", sandbox }]);
    expect(scripts()).toEqual([]);
    expect(screen.queryByRole("region")).toBeNull();
    await activateLanguage("en");
    await act(async () => {
      rerender(tree("en"));
    });
    expect(frames()).toEqual([{ src: "/consent-frame/en", sandbox }]);
    expect(scripts()).toEqual([]);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    unmount();
    expect(frames()).toEqual([]);
  });
});
