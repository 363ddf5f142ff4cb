import type { ClubRow } from "./db/rows.js";
import { HttpError } from "./http/errors.js";
import type { BotCheck } from "./services.js";

const VERIFY_URLS = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

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
      const response = await fetch(VERIFY_URLS[provider], {
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
