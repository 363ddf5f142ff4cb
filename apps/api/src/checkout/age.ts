import type { ClubSettings } from "../db/schema/clubs.js";
import type { AgeDeclaration } from "../db/schema/commerce.js";
import { HttpError, unprocessable } from "../http/errors.js";
import { validBirthDate } from "../members/validation.js";

/** The legal minimum age when a club has not set one. */
export const DEFAULT_MINIMUM_AGE = 18;

export type AgeCheckSettings = NonNullable<ClubSettings["ageCheck"]>;

export function ageCheckOf(settings: ClubSettings): AgeCheckSettings {
  return settings.ageCheck ?? { minimumAge: DEFAULT_MINIMUM_AGE, byCountry: {} };
}

/** The minimum age for a destination; pickup (no country) uses the club's default. */
export function minimumAgeFor(check: AgeCheckSettings, country: string | null): number {
  return (country ? check.byCountry[country.toUpperCase()] : undefined) ?? check.minimumAge;
}

/** Whole years between a `YYYY-MM-DD` birth date and `now` (UTC): the birthday itself counts as the new year. */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split("-").map(Number) as [number, number, number];
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/**
 * The checkout's age rule: a birth date is required (the request's, else the member's profile), must not be in the
 * future, and the buyer must have reached the destination's minimum age. Answers the declaration to store.
 */
export function declareAge(
  check: AgeCheckSettings,
  birthDate: string | null,
  country: string | null,
  now: Date,
): AgeDeclaration {
  if (!birthDate) throw new HttpError(400, "VALIDATION", { birthDate: "REQUIRED" });
  if (!validBirthDate(birthDate, now)) throw new HttpError(400, "VALIDATION", { birthDate: "INVALID" });
  const age = ageOn(birthDate, now);
  const minimumAge = minimumAgeFor(check, country);
  if (age < minimumAge) throw unprocessable("AGE_REQUIREMENT_NOT_MET", { birthDate: "UNDER_AGE" });
  return { birthDate, minimumAge, country, declaredAt: now.toISOString() };
}
