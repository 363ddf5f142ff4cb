import { Spinner } from "@club/ui";
import { lazy, Suspense } from "react";
import { Lazy } from "../../app/lazy-component";
import { sandboxCardField } from "./card-field-chunks";
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
        <Lazy of={sandboxCardField} {...props} />
      )}
    </Suspense>
  );
}
