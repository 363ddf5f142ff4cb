import type { CheckoutActionRequired } from "@club/api-client";

/**
 * The platform's 202 answer to a checkout whose payment needs the shopper (Strong Customer Authentication): the
 * action to run before the very same request is sent again with the same Idempotency-Key.
 */
export type PaymentAction = CheckoutActionRequired["action"];
export type { CheckoutActionRequired };

/** How an authentication ended: the shopper finished it, the bank refused it, or the shopper walked away. */
export type ActionOutcome = "completed" | "failed" | "abandoned";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** True for the 202 answer (it is a success to the SDK, so it must be told apart from a placed order). */
export function isActionRequired(answer: unknown): answer is CheckoutActionRequired {
  if (!isRecord(answer) || answer.status !== "requires_action" || !isRecord(answer.action)) return false;
  const { action } = answer;
  if (action.type === "stripe") return typeof action.clientSecret === "string";
  if (action.type === "sandbox") return typeof action.challengeUrl === "string";
  return false;
}

/** The message a sandbox challenge page posts to its parent when the shopper has answered it. */
export const SANDBOX_CHALLENGE_MESSAGE = "club-sandbox-challenge";

/**
 * The outcome a message from the challenge frame carries, or null when the message is not the challenge's own
 * answer (another frame, another origin, or something else on the page posting messages).
 */
export function challengeOutcome(
  event: Pick<MessageEvent, "data" | "origin" | "source">,
  frame: { origin: string; window: MessageEventSource | null },
): ActionOutcome | null {
  if (event.origin !== frame.origin || !frame.window || event.source !== frame.window) return null;
  const { data } = event;
  if (!isRecord(data) || data.type !== SANDBOX_CHALLENGE_MESSAGE) return null;
  if (data.result === "completed") return "completed";
  if (data.result === "failed") return "failed";
  return null;
}
