import type { Cart } from "@club/api-client";
import { FreeShippingProgress } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { localeOf } from "../i18n/languages";
import { useLanguage } from "../router/useLanguage";
import { freeShippingMessage, freeShippingValueText } from "./free-shipping-text";

/**
 * The cart's free-shipping nudge, as the platform priced it (`Cart.freeShipping`): nothing when no threshold applies.
 * It follows the cart query's answer only, so it changes once per saved change and never from a local guess.
 */
export function FreeShippingNudge({ cart }: { cart: Cart | null | undefined }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(useLanguage());
  const progress = cart?.freeShipping;
  if (!progress || !cart.lines.length) return null;
  return (
    <FreeShippingProgress
      threshold={progress.threshold}
      missing={progress.missing}
      reached={progress.reached}
      message={freeShippingMessage(i18n, progress, locale)}
      label={t`Progress to free shipping`}
      valueText={freeShippingValueText(i18n, progress, locale)}
    />
  );
}
