import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, mailedLink, now, pathOf } from "./setup/account";
import {
  BOT_CHECKS,
  type BotCheckPlatform,
  type BotCheckProvider,
  readToken,
  routeBotCheckScripts,
  startBotCheckPlatform,
} from "./setup/bot-check";
import { open, workerBrowser } from "./setup/browser";
import { type Language, shipToFlorence, startGuestCheckout } from "./setup/checkout";

// The invisible bot check (architecture §8) with each real provider: the storefront loads the provider's script with a
// form, asks it for a token at submit and sends it; the platform has it verified. The providers' scripts are local
// fakes served at their own URLs (so the page's CSP applies as in production) and their siteverify is a local
// fake the platform calls (BOT_CHECK_API_BASE).

let browser: Browser;
let site: BotCheckPlatform;
beforeAll(async () => {
  [browser, site] = await Promise.all([workerBrowser(), startBotCheckPlatform()]);
});
afterAll(async () => {
  await site?.stop();
});

/** The POSTs that carry a bot-check token, by the form they come from (the platform's path). */
const PROTECTED =
  /^\/api\/v2\/(auth\/signin|auth\/signup(\/[^/]+)?|password\/(request|confirm\/[^/]+)|email\/(request|choose\/[^/]+)|shop-pages\/[^/]+\/checkout)$/;

interface Sent {
  path: string;
  token: ReturnType<typeof readToken>;
  status: number;
}

/** Every protected form the page submits: its path, the token it sent and the platform's answer. */
function watchForms(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on("response", (response) => {
    const request = response.request();
    const path = new URL(request.url()).pathname.replace(/[A-Za-z0-9_-]{20,}$/, ":token");
    if (request.method() !== "POST" || !PROTECTED.test(new URL(request.url()).pathname)) return;
    sent.push({ path, token: readToken(request.postDataJSON()?.botToken), status: response.status() });
  });
  return sent;
}

/** A form was sent with a token of the provider for its action, and the platform had it verified and accepted. */
async function expectVerified(sent: Sent[], provider: BotCheckProvider, path: string, action: string) {
  await expect.poll(() => sent.find((item) => item.path === path)).toBeTruthy();
  const item = sent.find((entry) => entry.path === path)!;
  expect(item.token).toEqual({ provider, siteKey: BOT_CHECKS[provider].siteKey, action });
  expect(item.status).toBeLessThan(400);
  expect(site.verified).toContainEqual({ provider, action, success: true });
}

const TEXT = {
  en: { cardNumber: "Card number", expiry: "Expiry (MM/YY)", cvc: "Security code (CVC)" },
} as const;

describe("reCAPTCHA v3 (Tenuta Castelvecchio)", () => {
  const origin = () => site.storefronts[BOT_CHECKS.recaptcha.appToken]!;
  // Made anew by each attempt of the sign-up (CI retries a failed journey): a retry can't sign up an address twice.
  // The password reset after it uses the member the last attempt made.
  let email = "";

  it("loads with the sign-up form (not on a page without one); sign-up, its second form and the email change send their tokens", async () => {
    email = `bot.check.${Date.now()}@example.com`;
    const { page, context, problems } = await open(browser, "en");
    const scripts = await routeBotCheckScripts(context);
    const sent = watchForms(page);
    await page.goto(`${origin()}/en/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(scripts).toEqual([]);

    await page.goto(`${origin()}/en/signup`);
    await page.getByRole("heading", { level: 1, name: "Sign up" }).waitFor();
    // Loaded with the form, before anything is typed or sent.
    await expect.poll(() => scripts).toEqual([`${BOT_CHECKS.recaptcha.script}?render=e2e-recaptcha-site`]);
    let since = now();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expectVerified(sent, "recaptcha", "/api/v2/auth/signup", "signup");

    await page.goto(`${origin()}${pathOf(await mailedLink(email, since, /\/signup\//, site.apiUrl))}`);
    await page.getByLabel(/^First name/).fill("Robot");
    await page.getByLabel(/^Last name/).fill("Escluso");
    await page.getByLabel(/^Password/).fill("primo-raccolto");
    await page.getByLabel("I accept the terms of the club").check();
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(/\/en\/profile$/);
    await expectVerified(sent, "recaptcha", "/api/v2/auth/signup/:token", "signup");

    since = now();
    await page.getByRole("button", { name: "Change email" }).click();
    await page.getByText(`We sent a link to ${email}`).waitFor();
    await expectVerified(sent, "recaptcha", "/api/v2/email/request", "email_request");
    await page.goto(`${origin()}${pathOf(await mailedLink(email, since, /\/email\/change\//, site.apiUrl))}`);
    await page.getByLabel(/^New email/).fill(`renamed.${email}`);
    await page.getByRole("button", { name: "Send the confirmation link" }).click();
    await page.getByText("A confirmation email was sent to the specified address").waitFor();
    await expectVerified(sent, "recaptcha", "/api/v2/email/choose/:token", "email_change");
    // Only the provider the club's configuration names, once per loaded page (three here) whatever its forms.
    expect(new Set(scripts)).toEqual(new Set([`${BOT_CHECKS.recaptcha.script}?render=e2e-recaptcha-site`]));
    expect(scripts).toHaveLength(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the password reset (request and new password) and the login send their tokens", async () => {
    const { page, context, problems } = await open(browser, "en");
    await routeBotCheckScripts(context);
    const sent = watchForms(page);
    const since = now();
    await page.goto(`${origin()}/en/login`);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expectVerified(sent, "recaptcha", "/api/v2/password/request", "password_request");

    await page.goto(
      `${origin()}${pathOf(await mailedLink(email, since, /\/password\/confirm\//, site.apiUrl))}`,
    );
    await page.getByLabel(/^New password/).fill("seconda-vendemmia");
    await page.getByLabel(/^Repeat the new password/).fill("seconda-vendemmia");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.waitForURL(/\/en\/profile\?passwordChanged=1$/);
    await expectVerified(sent, "recaptcha", "/api/v2/password/confirm/:token", "password_confirm");

    await context.clearCookies();
    await page.evaluate(() => localStorage.removeItem("club.token"));
    await page.goto(`${origin()}/en/login`);
    await logIn(page, email, "seconda-vendemmia");
    await expectVerified(sent, "recaptcha", "/api/v2/auth/signin", "login");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the checkout sends its token", async () => {
    const language: Language = "en";
    const { page, context, problems } = await open(browser, language);
    await routeBotCheckScripts(context);
    const sent = watchForms(page);
    await startGuestCheckout(page, language, origin());
    await page.getByRole("button", { name: "Continue" }).click();
    await shipToFlorence(page, language);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel(TEXT.en.cardNumber).fill("4242 4242 4242 4242");
    await page.getByLabel(TEXT.en.expiry).fill("12/34");
    await page.getByLabel(TEXT.en.cvc).fill("123");
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL(/\/checkout-complete/);
    await expectVerified(sent, "recaptcha", "/api/v2/shop-pages/cantina/checkout", "checkout");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("Turnstile (Frantoio del Garda)", () => {
  const origin = () => site.storefronts[BOT_CHECKS.turnstile.appToken]!;

  it("loads with the login form and the login sends its token", async () => {
    const { page, context, problems } = await open(browser, "it");
    const scripts = await routeBotCheckScripts(context);
    const sent = watchForms(page);
    await page.goto(`${origin()}/it/login`);
    await page.getByRole("heading", { level: 1, name: "Accedi" }).waitFor();
    await expect.poll(() => scripts).toEqual([`${BOT_CHECKS.turnstile.script}?render=explicit`]);
    await logIn(page, "anna.ferrari@example.com", "frantoio2026", "it");
    await expectVerified(sent, "turnstile", "/api/v2/auth/signin", "login");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a token the provider did not issue is refused by the platform", async () => {
    const { page, context } = await open(browser, "it");
    await routeBotCheckScripts(context);
    await page.goto(`${origin()}/it/login`);
    await page.getByRole("heading", { level: 1, name: "Accedi" }).waitFor();
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/v2/auth/signin", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-App-Token": "demo-frantoio",
          "X-Club-Origin": location.host,
        },
        body: JSON.stringify({
          email: "anna.ferrari@example.com",
          password: "frantoio2026",
          botToken: "forged",
        }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toMatchObject({ status: 400, body: { code: "BOT_CHECK_FAILED" } });
    expect(site.verified).toContainEqual({ provider: "turnstile", action: "", success: false });
    await context.close();
  });
});
