import type { Config } from "@club/api-client";

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
    turnstile?: {
      render(element: HTMLElement, options: Record<string, unknown>): string;
      execute(widget: string): void;
      remove(widget: string): void;
    };
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // Not kept: the form's submit tries again (a network hiccup while the form opened).
        scripts.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

type BotCheck = Config["botCheck"] | undefined;

/** The provider's script, or none for the `none` provider (or a club without a site key). */
function providerScript(botCheck: BotCheck): string | null {
  if (!botCheck || botCheck.provider === "none" || !botCheck.siteKey) return null;
  return botCheck.provider === "recaptcha"
    ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(botCheck.siteKey)}`
    : "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
}

/**
 * Loads the provider's script as soon as a form that needs a token shows (architecture §8: loaded for forms), so the
 * token at submit does not wait for a download. A failure here is retried at submit.
 */
export function prepareBotCheck(botCheck: BotCheck): Promise<void> {
  const src = providerScript(botCheck);
  return src ? loadScript(src) : Promise.resolve();
}

/**
 * The invisible bot check's token for a form (architecture §8): reCAPTCHA v3 or Turnstile, or a fixed token with
 * the `none` provider (the platform accepts it in development).
 */
export async function botToken(botCheck: BotCheck, action: string): Promise<string> {
  if (!botCheck?.siteKey || !providerScript(botCheck)) return "none";
  const siteKey = botCheck.siteKey;
  await prepareBotCheck(botCheck);
  if (botCheck.provider === "recaptcha") {
    const grecaptcha = window.grecaptcha!;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(siteKey, { action });
  }
  const turnstile = window.turnstile!;
  const holder = document.createElement("div");
  holder.hidden = true;
  document.body.appendChild(holder);
  try {
    return await new Promise<string>((resolve, reject) => {
      const widget = turnstile.render(holder, {
        sitekey: siteKey,
        action,
        execution: "execute",
        appearance: "interaction-only",
        callback: (token: string) => resolve(token),
        "error-callback": () => reject(new Error("BOT_CHECK_FAILED")),
      });
      turnstile.execute(widget);
    });
  } finally {
    holder.remove();
  }
}
