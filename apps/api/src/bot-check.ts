import type { ClubRow } from "./db/rows.js";
import { HttpError } from "./http/errors.js";
import type { BotCheck } from "./services.js";

const VERIFY_URLS = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

/**
 * Where a provider's token is verified: its own endpoint, or the same path on BOT_CHECK_API_BASE
 * (`http(s)://host[:port]`, for a local fake of both providers in tests).
 */
export function verifyUrl(provider: keyof typeof VERIFY_URLS, apiBase: string | undefined): string {
  if (!apiBase) return VERIFY_URLS[provider];
  const base = new URL(apiBase);
  if (!/^https?:$/.test(base.protocol) || base.pathname !== "/" || base.search)
    throw new Error(`BOT_CHECK_API_BASE must be http(s)://host[:port] with no path, got ${apiBase}`);
  return new URL(new URL(VERIFY_URLS[provider]).pathname, base).toString();
}

/**
 * Verifies the invisible bot check's token with the provider the club uses. The `none` provider (development,
 * tests, clubs without one) accepts any token. Secrets come from BOT_CHECK_SECRET_<CLUBID>.
 */
export function createBotCheck(env: NodeJS.ProcessEnv = process.env): BotCheck {
  return {
    async verify(club: ClubRow, token: string | undefined, ip: string) {
      const { provider } = club.settings.botCheck;
      if (provider === "none") return true;
      const secret = env[`BOT_CHECK_SECRET_${club.id.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`];
      if (!token || !secret) return false;
      const response = await fetch(verifyUrl(provider, env.BOT_CHECK_API_BASE || undefined), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => null);
      if (!response?.ok) return false;
      const result = (await response.json()) as { success?: boolean; score?: number };
      // reCAPTCHA v3 scores 0..1; below 0.5 is likely a bot.
      return Boolean(result.success) && (result.score === undefined || result.score >= 0.5);
    },
  };
}

/** Throws BOT_CHECK_FAILED (400) unless the token passes. */
export async function requireHuman(botCheck: BotCheck, club: ClubRow, token: string | undefined, ip: string) {
  if (!(await botCheck.verify(club, token, ip))) throw new HttpError(400, "BOT_CHECK_FAILED");
}
