import { Alert } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { CardFieldError } from "../adapters/payments/types";
import { errorMessage } from "../i18n/errors";

/**
 * Why the order was not placed: the card's details, an answer that never came (safe to press again), or the
 * platform's refusal in words. Its code (with every error's text) loads on idle, or when an order fails.
 */
export function OrderNotPlaced({ error, answerLost }: { error: unknown; answerLost: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Alert tone="error" title={t`The order was not placed`}>
      {error instanceof CardFieldError
        ? t`Check the card details`
        : answerLost
          ? t`We did not get an answer about your order. Press the button again: if the order went through you will see it, and you will not be charged twice.`
          : errorMessage(i18n, error)}
    </Alert>
  );
}
