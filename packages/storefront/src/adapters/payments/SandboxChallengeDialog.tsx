import { Dialog } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { type ActionOutcome, challengeOutcome } from "./payment-action";

/**
 * The sandbox processor's authentication page (the platform's stand-in for a bank's 3-D Secure page) in a modal
 * dialog, for a payment or for a card being saved (`purpose`). The page answers with a message; closing the dialog
 * abandons the authentication.
 */
export function SandboxChallengeDialog({
  challengeUrl,
  onDone,
  purpose = "payment",
}: {
  challengeUrl: string;
  onDone: (outcome: ActionOutcome) => void;
  purpose?: "payment" | "setup";
}) {
  const { t } = useLingui();
  const copy =
    purpose === "setup"
      ? {
          title: t`Confirm the card with your bank`,
          description: t`Your bank asks you to confirm this card before it is saved. Nothing is charged.`,
          close: t`Cancel saving the card`,
          frame: t`Your bank's card confirmation`,
        }
      : {
          title: t`Confirm the payment with your bank`,
          description: t`Your bank asks you to confirm this payment. Nothing is charged until you do.`,
          close: t`Cancel the payment`,
          frame: t`Your bank's payment confirmation`,
        };
  const frame = useRef<HTMLIFrameElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const origin = new URL(challengeUrl, globalThis.location.href).origin;
    const listen = (event: MessageEvent) => {
      const outcome = challengeOutcome(event, { origin, window: frame.current?.contentWindow ?? null });
      if (outcome) done.current(outcome);
    };
    globalThis.addEventListener("message", listen);
    return () => globalThis.removeEventListener("message", listen);
  }, [challengeUrl]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) done.current("abandoned");
      }}
      title={copy.title}
      description={copy.description}
      labels={{ close: copy.close }}
    >
      <iframe
        ref={frame}
        src={challengeUrl}
        title={copy.frame}
        className="block h-[min(25rem,58dvh)] w-full rounded-control border border-border bg-surface"
      />
    </Dialog>
  );
}
