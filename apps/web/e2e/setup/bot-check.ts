import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "playwright-core";
import { type OwnPlatform, startOwnPlatform } from "./own-platform";

/**
 * The two bot-check providers as the journeys meet them: Tenuta Castelvecchio with reCAPTCHA v3, Frantoio del Garda
 * with Turnstile. Each has its site key (in the club's configuration, handed to the provider's script) and its
 * secret (the platform's, for the provider's siteverify).
 */
export const BOT_CHECKS = {
  recaptcha: {
    club: "castelvecchio",
    appToken: "demo-castelvecchio",
    siteKey: "e2e-recaptcha-site",
    secret: "e2e-recaptcha-secret",
    script: "https://www.google.com/recaptcha/api.js",
    verifyPath: "/recaptcha/api/siteverify",
  },
  turnstile: {
    club: "frantoio-del-garda",
    appToken: "demo-frantoio",
    siteKey: "e2e-turnstile-site",
    secret: "e2e-turnstile-secret",
    script: "https://challenges.cloudflare.com/turnstile/v0/api.js",
    verifyPath: "/turnstile/v0/siteverify",
  },
} as const;

export type BotCheckProvider = keyof typeof BOT_CHECKS;

/**
 * reCAPTCHA v3's api.js, faked: `grecaptcha.ready` and `grecaptcha.execute(siteKey, { action })`, refusing a site
 * key other than the one its URL was loaded with (`?render=`), as Google's does. Its tokens name provider, site key
 * and action, so the fake siteverify can check them.
 */
const FAKE_RECAPTCHA = `(() => {
  const siteKey = new URL(document.currentScript.src).searchParams.get("render");
  let issued = 0;
  window.grecaptcha = {
    ready(callback) { setTimeout(callback, 0); },
    execute(key, options) {
      if (key !== siteKey) return Promise.reject(new Error("Invalid site key or not loaded in api.js: " + key));
      issued += 1;
      return Promise.resolve(["recaptcha", key, options.action, issued, Math.random().toString(36).slice(2)].join("."));
    },
  };
})();`;

/**
 * Turnstile's api.js (`?render=explicit`), faked: `render` an invisible widget, `execute` it (the token arrives
 * through the widget's callback), `remove` it.
 */
const FAKE_TURNSTILE = `(() => {
  const widgets = new Map();
  let issued = 0;
  window.turnstile = {
    render(element, options) {
      issued += 1;
      const id = "fake-widget-" + issued;
      widgets.set(id, options);
      element.setAttribute("data-fake-turnstile", id);
      return id;
    },
    execute(id) {
      const options = widgets.get(id);
      if (!options) throw new Error("Turnstile: no widget " + id);
      setTimeout(() => options.callback(["turnstile", options.sitekey, options.action, Math.random().toString(36).slice(2)].join(".")), 20);
    },
    reset() {},
    remove(id) { widgets.delete(id); },
    getResponse() { return undefined; },
  };
})();`;

/** A token the provider's fake script issued: provider, site key and action. */
export function readToken(token: unknown): { provider: string; siteKey: string; action: string } | null {
  if (typeof token !== "string") return null;
  const [provider, siteKey, action] = token.split(".");
  return provider && siteKey && action ? { provider, siteKey, action } : null;
}

/**
 * Serves both fake scripts at the providers' own URLs for every page of the context, so the page's CSP applies as
 * in production. Returns the script URLs the pages asked for, in order.
 */
export async function routeBotCheckScripts(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  for (const [provider, body] of [
    ["recaptcha", FAKE_RECAPTCHA],
    ["turnstile", FAKE_TURNSTILE],
  ] as const) {
    await context.route(`${BOT_CHECKS[provider].script}*`, async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/javascript", body });
    });
  }
  return requested;
}

/** One verification the platform asked the fake siteverify for. */
export interface Verification {
  provider: BotCheckProvider;
  action: string;
  success: boolean;
}

/**
 * Both providers' siteverify, faked in this process: a token passes when the club's secret comes with it and the
 * fake script issued it for that provider's site key. Records every verification.
 */
async function startFakeSiteverify(): Promise<{ base: string; verified: Verification[]; server: Server }> {
  const verified: Verification[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      const provider = (Object.keys(BOT_CHECKS) as BotCheckProvider[]).find(
        (name) => BOT_CHECKS[name].verifyPath === request.url,
      );
      if (request.method !== "POST" || !provider) {
        response.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(body);
      const token = readToken(form.get("response"));
      const success =
        form.get("secret") === BOT_CHECKS[provider].secret &&
        token?.provider === provider &&
        token.siteKey === BOT_CHECKS[provider].siteKey;
      verified.push({ provider, action: token?.action ?? "", success });
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          success
            ? {
                success,
                action: token?.action,
                hostname: "localhost",
                ...(provider === "recaptcha" ? { score: 0.9 } : {}),
              }
            : { success, "error-codes": ["invalid-input-response"] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, verified, server };
}

/** A platform whose two demo clubs use reCAPTCHA and Turnstile, verified by a local fake of both providers. */
export interface BotCheckPlatform extends OwnPlatform {
  verified: Verification[];
}

export async function startBotCheckPlatform(): Promise<BotCheckPlatform> {
  const siteverify = await startFakeSiteverify();
  const closeSiteverify = () => new Promise<void>((resolve) => siteverify.server.close(() => resolve()));
  try {
    const providers = Object.entries(BOT_CHECKS) as [
      BotCheckProvider,
      (typeof BOT_CHECKS)[BotCheckProvider],
    ][];
    const platform = await startOwnPlatform({
      name: "bot check",
      // The clubs' settings, as an operator would set them.
      statements: providers.map(([provider, { club, siteKey }]) => ({
        text: "update clubs set settings = jsonb_set(settings, '{botCheck}', $1::jsonb) where id = $2",
        params: [JSON.stringify({ provider, siteKey }), club],
      })),
      platformEnv: {
        BOT_CHECK_API_BASE: siteverify.base,
        ...Object.fromEntries(
          providers.map(([, { club, secret }]) => [
            `BOT_CHECK_SECRET_${club.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`,
            secret,
          ]),
        ),
      },
      appTokens: providers.map(([, { appToken }]) => appToken),
    });
    return {
      ...platform,
      verified: siteverify.verified,
      async stop() {
        await platform.stop();
        await closeSiteverify();
      },
    };
  } catch (error) {
    await closeSiteverify();
    throw error;
  }
}
