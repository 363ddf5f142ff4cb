import { Spinner } from "@club/ui";
import { lazy, Suspense } from "react";
import { SandboxCardField } from "./SandboxCardField";
import type { CardFieldProps } from "./types";

const StripeCardField = lazy(async () => ({ default: (await import("./StripeCardField")).StripeCardField }));

/** The club's card field: Stripe Elements, or the sandbox processor's own field. */
export function CardField(props: CardFieldProps) {
  if (props.payments.provider === "stripe")
    return (
      <Suspense fallback={<Spinner />}>
        <StripeCardField {...props} />
      </Suspense>
    );
  return <SandboxCardField {...props} />;
}
