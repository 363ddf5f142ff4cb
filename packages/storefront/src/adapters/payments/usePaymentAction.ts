import type { Config } from "@club/api-client";
import { useCallback, useRef, useState } from "react";
import type { ActionOutcome, PaymentAction } from "./payment-action";

/** The sandbox challenge being shown, with what to do when it ends. */
export interface OpenChallenge {
  challengeUrl: string;
  settle: (outcome: ActionOutcome) => void;
}

/**
 * Runs the action a payment needs (Strong Customer Authentication): Stripe's own next action through Stripe.js, or the
 * sandbox's challenge page in a dialog the screen renders from `challenge`.
 */
export function usePaymentAction(payments: Config["payments"] | undefined, language: string) {
  const [challenge, setChallenge] = useState<OpenChallenge | null>(null);
  const paymentsRef = useRef(payments);
  paymentsRef.current = payments;

  const run = useCallback(
    async (action: PaymentAction): Promise<ActionOutcome> => {
      if (action.type === "sandbox")
        return new Promise<ActionOutcome>((resolve) => {
          setChallenge({
            challengeUrl: action.challengeUrl,
            settle: (outcome) => {
              setChallenge(null);
              resolve(outcome);
            },
          });
        });
      const current = paymentsRef.current;
      // Stripe.js's loader only on Stripe's path: a sandbox club's checkout never ships it (the Stripe field,
      // which shows before any action, has loaded the module by then).
      const { clubStripe } = await import("./stripe-instance");
      const stripe = current ? await clubStripe(current, language).catch(() => null) : null;
      if (!stripe) return "failed";
      const result = await stripe.handleNextAction({ clientSecret: action.clientSecret });
      if (!result.error) return "completed";
      // Stripe reports a shopper who closed its authentication window as an authentication failure too.
      return "failed";
    },
    [language],
  );

  return { run, challenge };
}
