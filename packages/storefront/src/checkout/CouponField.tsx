import { type Coupon, type CouponLookupResult, createCouponLookup } from "@club/api-client";
import { Spinner, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { useRuntime } from "../app/context";
import { errorMessage } from "../i18n/errors";
import { useLanguage } from "../router/useLanguage";

/** The coupon code: looked up 400 ms after it stops changing (architecture §6); only a valid code is applied. */
export function CouponField({ onApply }: { onApply: (code: string) => void }) {
  const { t, i18n } = useLingui();
  const runtime = useRuntime();
  const language = useLanguage();
  const [text, setText] = useState("");
  const [result, setResult] = useState<CouponLookupResult<Coupon>>({ status: "idle", code: "" });
  const lookup = useMemo(
    () =>
      createCouponLookup<Coupon>({
        validate: (code, signal) =>
          runtime.api(language).GET("/api/v2/coupons/{couponCode}/validate", {
            params: { path: { couponCode: code } },
            signal,
          }),
        onResult: setResult,
      }),
    [runtime, language],
  );
  useEffect(() => () => lookup.dispose(), [lookup]);
  useEffect(() => {
    if (result.status === "valid") onApply(result.code);
    else if (result.status === "invalid" || result.status === "idle") onApply("");
  }, [result, onApply]);

  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        id="checkout-coupon"
        label={t`Coupon code`}
        autoCapitalize="characters"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          lookup.change(event.currentTarget.value);
        }}
        endAdornment={
          result.status === "checking" ? <Spinner size="sm" label={t`Checking the coupon…`} /> : null
        }
        error={result.status === "invalid" ? errorMessage(i18n, result.error) : undefined}
        hint={result.status === "valid" ? t`Applied: ${result.coupon.description}` : undefined}
      />
    </div>
  );
}
