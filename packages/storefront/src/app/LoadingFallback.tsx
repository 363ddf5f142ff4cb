import { LoadingScreen } from "@club/ui";
import { useLingui } from "@lingui/react/macro";

/** Architecture §3: "Loading..." while the theme (and the first route's data) loads. */
export function LoadingFallback() {
  const { t } = useLingui();
  return <LoadingScreen label={t`Loading...`} />;
}
