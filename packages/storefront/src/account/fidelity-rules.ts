import type { FidelityPrize, FidelityProgram } from "@club/api-client";

export type RedeemBlock = "SIGN_IN" | "INACTIVE" | "UNAVAILABLE" | "NOT_ENOUGH_POINTS";

/** Why a prize cannot be redeemed now (null when it can): the member must be signed in and have enough points. */
export function redeemBlock(
  program: Pick<FidelityProgram, "active" | "balance">,
  prize: Pick<FidelityPrize, "cost" | "available">,
): RedeemBlock | null {
  if (program.balance === null) return "SIGN_IN";
  if (!program.active) return "INACTIVE";
  if (!prize.available) return "UNAVAILABLE";
  if (program.balance < prize.cost) return "NOT_ENOUGH_POINTS";
  return null;
}

/** Points still missing for a prize (0 when the balance covers it). */
export function pointsMissing(balance: number | null, cost: number): number {
  return Math.max(0, cost - (balance ?? 0));
}
