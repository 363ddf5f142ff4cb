import { fakeStripe } from "@club/fake-stripe";
import { fakeStripeJsFile } from "@club/fake-stripe/stripe-js";
import type { Browser, BrowserContext, FrameLocator, Locator } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { workerBrowser } from "./browser";
import { CHECKOUT, type Language } from "./checkout";
import { startOwnPlatform } from "./own-platform";

/**
 * The publishable key the Stripe club's storefront hands to Stripe.js, the platform's secret key, and the secret
 * that signs Stripe's webhook to the platform.
 */
export const STRIPE_KEYS = {
  publishable: "pk_test_e2e_castelvecchio",
  secret: "sk_test_e2e",
  webhook: "whsec_test_e2e",
  /** The club's connected account: direct charges are made on it, and Stripe.js acts on it. */
  account: "acct_e2e_castelvecchio",
} as const;

/** A storefront whose club pays with Stripe, and the fake Stripe API behind both Stripe.js and the platform. */
export interface StripeStorefront {
  baseUrl: string;
  /** The platform itself (its dev mailbox at /dev/mailbox.json). */
  apiUrl: string;
  stripeApi: ReturnType<typeof fakeStripe>;
  /** Where the fake Stripe API listens (the platform's STRIPE_API_BASE). */
  stripeApiBase: string;
  stop(): Promise<void>;
}

export interface StripeStorefrontOptions {
  /**
   * How long after Stripe's answer its webhook reaches the platform (a saved card's setup_intent.succeeded). Stripe
   * delivers webhooks asynchronously, usually within seconds, so a page must not count on the platform knowing of a
   * card the moment Stripe.js has confirmed it. Default 1000 ms.
   */
  webhookDelayMs?: number;
}

/**
 * Starts the fake Stripe API (in this process), a platform (a fresh database: setup/database.ts) whose Castelvecchio club pays with
 * Stripe, its Stripe processor pointed at the fake by STRIPE_API_BASE, and a storefront server in front of it. The
 * fake sends Stripe's signed webhook events to the platform's POST /webhooks/stripe.
 */
export async function startStripeStorefront(
  options: StripeStorefrontOptions = {},
): Promise<StripeStorefront> {
  const stripeApi = fakeStripe({ webhookDelayMs: options.webhookDelayMs ?? 1000 });
  const stripeApiBase = `http://127.0.0.1:${await stripeApi.listen()}`;
  try {
    const platform = await startOwnPlatform({
      name: "Stripe",
      // Tenuta Castelvecchio pays with Stripe: the club's settings, as an operator would set them (no platform
      // option switches a club's provider).
      statements: [
        {
          text: "update clubs set settings = jsonb_set(settings, '{payments}', $1::jsonb) where id = 'castelvecchio'",
          params: [
            JSON.stringify({
              provider: "stripe",
              publishableKey: STRIPE_KEYS.publishable,
              accountId: STRIPE_KEYS.account,
            }),
          ],
        },
      ],
      platformEnv: ({ api }) => {
        stripeApi.webhooks(`http://127.0.0.1:${api}/webhooks/stripe`, STRIPE_KEYS.webhook);
        return {
          STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
          STRIPE_API_BASE: stripeApiBase,
          STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
        };
      },
    });
    const stop = async () => {
      await platform.stop();
      await stripeApi.close();
    };
    return { baseUrl: platform.baseUrl, apiUrl: platform.apiUrl, stripeApi, stripeApiBase, stop };
  } catch (error) {
    await stripeApi.close();
    throw error;
  }
}

/**
 * Serves the fake Stripe.js and its card frame at https://js.stripe.com and forwards https://api.stripe.com to the
 * fake Stripe API, for every page of the context. The URLs stay Stripe's, so the page's CSP applies as in production.
 * Returns the paths of js.stripe.com the context asked for.
 */
export async function routeStripe(context: BrowserContext, stripe: StripeStorefront): Promise<string[]> {
  const requested: string[] = [];
  await context.route("https://js.stripe.com/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    requested.push(pathname);
    const file = fakeStripeJsFile(pathname);
    await (file
      ? route.fulfill({ status: 200, contentType: file.contentType, body: file.body })
      : route.fulfill({ status: 404, contentType: "text/plain", body: "not in the fake Stripe.js" }));
  });
  await context.route("https://api.stripe.com/**", async (route) => {
    const request = route.request();
    const cors = { "Access-Control-Allow-Origin": "*" };
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    const answer = await fetch(new URL(`${url.pathname}${url.search}`, stripe.stripeApiBase), {
      method: request.method(),
      headers: { "Content-Type": request.headers()["content-type"] ?? "application/x-www-form-urlencoded" },
      ...(request.method() === "GET" ? {} : { body: request.postData() ?? "" }),
    });
    await route.fulfill({
      status: answer.status,
      headers: { ...cors, "Content-Type": "application/json" },
      body: await answer.text(),
    });
  });
  return requested;
}

/** The Stripe card field's texts: Stripe's frame (in the page's language) and the storefront's name on the card. */
export const CARD_FIELD = {
  en: {
    nameOnCard: "Name on the card",
    cardFrame: "Secure payment input frame",
    cardNumber: "Credit or debit card number",
    cardExpiry: "Credit or debit card expiration date",
    cardCvc: "Credit or debit card CVC/CVV",
    invalidNumber: "Your card number is invalid.",
  },
  it: {
    nameOnCard: "Nome sulla carta",
    cardFrame: "Campo sicuro per l'inserimento del pagamento",
    cardNumber: "Numero della carta di credito o di debito",
    cardExpiry: "Data di scadenza della carta di credito o di debito",
    cardCvc: "CVC/CVV della carta di credito o di debito",
    invalidNumber: "Il numero della carta non è valido.",
  },
} as const;

/** A Stripe journey's texts per language: checkout's, the card field's and the journey's own. */
export function stripeTexts<En extends object, It extends object>(own: { en: En; it: It }) {
  return {
    en: { ...CHECKOUT.en, ...CARD_FIELD.en, ...own.en },
    it: { ...CHECKOUT.it, ...CARD_FIELD.it, ...own.it },
  };
}

/**
 * Waits for Stripe's card frame in a `[data-card-field="stripe"]` field and answers the frame; when it does not
 * mount, says why with the page's problems (a CSP violation, Stripe.js not loading).
 */
export async function stripeFrame(
  field: Locator,
  language: Language,
  problems: string[],
): Promise<FrameLocator> {
  await field
    .getByTitle(CARD_FIELD[language].cardFrame)
    .waitFor({ timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`the Stripe card field did not mount: ${[error.message, ...problems].join("\n")}`);
    });
  return field.frameLocator("iframe");
}

/** Types a card into Stripe's frame (number, MM/YY, CVC). */
export async function typeCard(frame: FrameLocator, language: Language, number: string): Promise<void> {
  const text = CARD_FIELD[language];
  await frame.getByLabel(text.cardNumber).fill(number);
  await frame.getByLabel(text.cardExpiry).fill("12 / 34");
  await frame.getByLabel(text.cardCvc).fill("123");
}

/**
 * Clicks a button of a js.stripe.com frame that has just opened over the page (the 3-D Secure page). Chromium runs
 * a cross-site frame in a process of its own and sends it the mouse only once the browser knows where that process
 * drew it; until then a click at the button's place reaches the storefront's page, on the <iframe> element, so the
 * bank's page never hears of it (and the add-card dialog, which sees a press outside itself, closes), while
 * Playwright's checks, made inside the frame, all pass. Hovering until the button shows it is hovered waits for the
 * frame to receive the pointer; the click then reaches it.
 */
export async function clickInStripeFrame(button: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await button.hover();
        return button.evaluate((element) => element.matches(":hover"));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await button.click();
}

/** The browser and the Stripe storefront a journey file shares. */
export interface StripeJourneys {
  browser: Browser;
  site: StripeStorefront;
}

/**
 * One browser and one Stripe storefront for the journeys of a file, started together before them (each takes
 * seconds) and stopped after. Read its fields inside tests and hooks: they are set once the file starts.
 */
export function stripeJourneys(options: StripeStorefrontOptions = {}): StripeJourneys {
  const started = {} as StripeJourneys;
  beforeAll(async () => {
    [started.browser, started.site] = await Promise.all([workerBrowser(), startStripeStorefront(options)]);
  });
  afterAll(async () => {
    await started.site?.stop();
  });
  return started;
}
