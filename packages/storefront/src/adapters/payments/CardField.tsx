import { Spinner } from "@club/ui";
import { lazy, Suspense } from "react";
import { SandboxCardField } from "./SandboxCardField";
import type { CardFieldProps } from "./types";

const StripePaymentField = lazy(async () => ({
  default: (await import("./StripePaymentField")).StripePaymentField,
}));

/** The club's card field: Stripe's Payment Element, or the sandbox processor's own field. */
export function CardField(props: CardFieldProps) {
  if (props.payments.provider === "stripe")
    return (
      <Suspense fallback={<Spinner />}>
        <StripePaymentField {...props} />
      </Suspense>
    );
  return <SandboxCardField {...props} />;
}
