import type { MessageCode } from "@club/api-client";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const ACCOUNT_TEXTS = {
  INSUFFICIENT_POINTS: msg`You do not have enough points for this prize`,
  PRIZE_UNAVAILABLE: msg`This prize is no longer available`,
  PROGRAM_INACTIVE: msg`This fidelity program is not active`,
  SETUP_INTENT_INVALID: msg`This card could not be saved, please try again`,
  EMAIL_TAKEN: msg`This email belongs to another member`,
  PASSWORD_TOKEN_INVALID: msg`This password reset link is invalid or expired`,
  EMAIL_CHANGE_REQUESTED: msg`We sent a link to your current email: open it to choose the new one`,
  EMAIL_CHANGED: msg`Your email was changed`,
} satisfies Partial<Record<MessageCode, MessageDescriptor>>;

/** Messages for the platform's account and fidelity codes beyond architecture §7 (looked up before the shared ones). */
export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor>> & typeof ACCOUNT_TEXTS =
  ACCOUNT_TEXTS;
