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
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * The invisible bot check's token for a form (DESIGN §5): reCAPTCHA v3 or Turnstile, or a fixed token with
 * the `none` provider (the platform accepts it in development).
 */
export async function botToken(botCheck: Config["botCheck"] | undefined, action: string): Promise<string> {
  if (!botCheck || botCheck.provider === "none" || !botCheck.siteKey) return "none";
  const siteKey = botCheck.siteKey;
  if (botCheck.provider === "recaptcha") {
    await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
    const grecaptcha = window.grecaptcha!;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha.execute(siteKey, { action });
  }
  await loadScript("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
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
