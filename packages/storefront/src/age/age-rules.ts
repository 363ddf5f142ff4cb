import type { Config } from "@club/api-client";

/** The legal minimum when the platform does not say (clubs without an age setting): the platform's own default. */
export const DEFAULT_MINIMUM_AGE = 18;

export type AgeCheck = NonNullable<Config["ageCheck"]>;

/** The minimum age for a destination country: the club's own for that country, else its default. */
export function minimumAgeFor(check: AgeCheck | undefined, country: string | null | undefined): number {
  const fallback = check?.minimumAge ?? DEFAULT_MINIMUM_AGE;
  return (country ? check?.byCountry[country.toUpperCase()] : undefined) ?? fallback;
}

/** Whole years from a `YYYY-MM-DD` birth date to `now` (UTC), as the platform counts: the birthday is the new year. */
export function ageOn(birthDate: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date > now || year < 1900) return null;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/**
 * A birth date field's error code, as checkout shows it: REQUIRED, INVALID (not a real past date) or UNDER_AGE for
 * the destination's minimum; null when it passes. The platform checks the same and has the last word.
 */
export function birthDateProblem(
  birthDate: string,
  minimumAge: number,
  now: Date,
): "REQUIRED" | "INVALID" | "UNDER_AGE" | null {
  if (!birthDate) return "REQUIRED";
  const age = ageOn(birthDate, now);
  if (age === null) return "INVALID";
  return age < minimumAge ? "UNDER_AGE" : null;
}

/**
 * Addresses that stay readable without answering the age question: the club's custom pages (terms, privacy) and
 * the consent policy when it is one of the storefront's own addresses.
 */
export function isAgeExempt(pathname: string, policyUrls: readonly string[] = []): boolean {
  if (/^\/(it|en)\/pages\/[^/]+\/?$/.test(pathname)) return true;
  return policyUrls.some((url) => url.startsWith("/") && url.split(/[?#]/)[0] === pathname);
}

export const AGE_KEY = "club.age";
/** What the browser remembers once the visitor confirmed their age. */
export const CONFIRMED = "confirmed";
