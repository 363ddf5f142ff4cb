import { Spinner } from "@club/ui";
import { lazy, Suspense } from "react";
import { SandboxCardField } from "./card-field-chunks";
import type { CardFieldProps } from "./types";

const StripePaymentField = lazy(async () => ({
  default: (await import("./StripePaymentField")).StripePaymentField,
}));

/** The club's card field: Stripe's Payment Element, or the sandbox processor's own field (each its own chunk). */
export function CardField(props: CardFieldProps) {
  return (
    <Suspense fallback={<Spinner />}>
      {props.payments.provider === "stripe" ? (
        <StripePaymentField {...props} />
      ) : (
        <SandboxCardField {...props} />
      )}
    </Suspense>
  );
}
