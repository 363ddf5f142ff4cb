import { describe, expect, it } from "vitest";
import { challengeOutcome, isActionRequired, SANDBOX_CHALLENGE_MESSAGE } from "./payment-action";

describe("isActionRequired", () => {
  it("tells the 202 answer from a placed order", () => {
    const sandbox = { type: "sandbox", challengeUrl: "/sandbox-pay/v1/challenges/ch_1" };
    const stripe = { type: "stripe", clientSecret: "pi_1_secret_2", paymentIntentId: "pi_1" };
    expect(isActionRequired({ status: "requires_action", expensePublicId: "e1", action: sandbox })).toBe(
      true,
    );
    expect(isActionRequired({ status: "requires_action", expensePublicId: "e1", action: stripe })).toBe(true);
    expect(isActionRequired({ status: "paid", expense: { publicId: "e1" } })).toBe(false);
    expect(isActionRequired(null)).toBe(false);
  });

  it("refuses an action it could not run", () => {
    expect(isActionRequired({ status: "requires_action", action: { type: "stripe" } })).toBe(false);
    expect(isActionRequired({ status: "requires_action", action: { type: "paypal", url: "/x" } })).toBe(
      false,
    );
    expect(isActionRequired({ status: "requires_action" })).toBe(false);
  });
});

describe("challengeOutcome", () => {
  const frameWindow = {} as MessageEventSource;
  const frame = { origin: "https://club.example", window: frameWindow };
  const message = (
    data: unknown,
    origin = frame.origin,
    source: MessageEventSource | null = frameWindow,
  ) => ({
    data,
    origin,
    source,
  });

  it("reads the challenge page's answer", () => {
    expect(challengeOutcome(message({ type: SANDBOX_CHALLENGE_MESSAGE, result: "completed" }), frame)).toBe(
      "completed",
    );
    expect(challengeOutcome(message({ type: SANDBOX_CHALLENGE_MESSAGE, result: "failed" }), frame)).toBe(
      "failed",
    );
  });

  it("ignores messages from another origin, another window, or of another kind", () => {
    const answer = { type: SANDBOX_CHALLENGE_MESSAGE, result: "completed" };
    expect(challengeOutcome(message(answer, "https://evil.example"), frame)).toBeNull();
    expect(challengeOutcome(message(answer, frame.origin, {} as MessageEventSource), frame)).toBeNull();
    expect(challengeOutcome(message({ type: "other", result: "completed" }), frame)).toBeNull();
    expect(challengeOutcome(message({ type: SANDBOX_CHALLENGE_MESSAGE, result: "maybe" }), frame)).toBeNull();
    expect(challengeOutcome(message("completed"), frame)).toBeNull();
  });
});
