import { afterEach, describe, expect, it, vi } from "vitest";
import { botToken, prepareBotCheck } from "./bot-check";

const scriptOf = (prefix: string) =>
  [...document.head.querySelectorAll("script")].find((script) => script.src.startsWith(prefix));

afterEach(() => {
  delete window.grecaptcha;
  delete window.turnstile;
});

describe("the bot check", () => {
  it("needs no script and sends the fixed token with the `none` provider", async () => {
    await prepareBotCheck({ provider: "none" });
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    expect(await botToken({ provider: "none" }, "login")).toBe("none");
    expect(await botToken(undefined, "login")).toBe("none");
  });

  it("loads reCAPTCHA v3 once, when the form shows, and asks it for the form's action at submit", async () => {
    const prepared = prepareBotCheck({ provider: "recaptcha", siteKey: "site-1" });
    const script = scriptOf("https://www.google.com/recaptcha/api.js");
    expect(script?.src).toBe("https://www.google.com/recaptcha/api.js?render=site-1");
    const execute = vi.fn(async (_siteKey: string, { action }: { action: string }) => `token-for-${action}`);
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script!.dispatchEvent(new Event("load"));
    await prepared;
    expect(await botToken({ provider: "recaptcha", siteKey: "site-1" }, "login")).toBe("token-for-login");
    expect(execute).toHaveBeenCalledWith("site-1", { action: "login" });
    // The submit reused the script the form loaded.
    expect(document.head.querySelectorAll('script[src^="https://www.google.com/recaptcha/"]')).toHaveLength(
      1,
    );
  });

  it("retries a script that failed to load when the form opened", async () => {
    const prepared = prepareBotCheck({ provider: "recaptcha", siteKey: "site-2" });
    scriptOf("https://www.google.com/recaptcha/api.js?render=site-2")!.dispatchEvent(new Event("error"));
    await expect(prepared).rejects.toThrow(/Could not load/);
    expect(scriptOf("https://www.google.com/recaptcha/api.js?render=site-2")).toBeUndefined();
    const token = botToken({ provider: "recaptcha", siteKey: "site-2" }, "signup");
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => "second-try" };
    scriptOf("https://www.google.com/recaptcha/api.js?render=site-2")!.dispatchEvent(new Event("load"));
    expect(await token).toBe("second-try");
  });

  it("renders Turnstile's invisible widget at submit and returns its token", async () => {
    const prepared = prepareBotCheck({ provider: "turnstile", siteKey: "ts-1" });
    const script = scriptOf("https://challenges.cloudflare.com/turnstile/v0/api.js");
    expect(script?.src).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
    const options: Record<string, unknown>[] = [];
    window.turnstile = {
      render: (_element, widgetOptions) => {
        options.push(widgetOptions);
        return "widget-1";
      },
      execute: () => (options[0]!.callback as (token: string) => void)("ts-token"),
      remove: () => undefined,
    };
    script!.dispatchEvent(new Event("load"));
    await prepared;
    expect(await botToken({ provider: "turnstile", siteKey: "ts-1" }, "checkout")).toBe("ts-token");
    expect(options[0]).toMatchObject({ sitekey: "ts-1", action: "checkout", execution: "execute" });
  });
});
