import type { Config } from "@club/api-client";
import { lazy, Suspense, useEffect, useState } from "react";
import { usePersonalDataShown } from "../../app/context";
import { withMessages } from "../../i18n/i18n";
import type { Language } from "../../i18n/languages";
import { browserStore } from "../../session/storage";
import { ConsentFrame } from "./ConsentFrame";
import { type ConsentChoice, onConsentSettings, readConsent, writeConsent } from "./consent-store";

const store = browserStore("local");

// Only a visitor who has not chosen yet downloads the banner.
const ConsentBanner = lazy(
  withMessages("extras", async () => ({ default: (await import("./ConsentBanner")).ConsentBanner })),
);

/**
 * Cookie consent (architecture §8): the built-in banner with the club's policy for the current language until the
 * visitor chooses, or the club's external consent script for that language in its sandboxed frame. Nothing waits
 * for "Accept all": the storefront loads no script that needs consent (README, "Cookie consent"); the choice only
 * stops the asking.
 */
export function Consent({
  consent,
  language,
}: {
  consent: Config["consent"] | undefined;
  language: Language;
}) {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(store));
  // "Cookie settings" in the footer shows the banner again; the stored choice holds until a new one is made.
  const [reopened, setReopened] = useState(false);
  useEffect(() => onConsentSettings(() => setReopened(true)), []);

  // The choice is kept in this browser: the server can't know it, so the banner waits for the hydration's end
  // (architecture §9), as personal data does; it overlays the page, nothing shifts.
  const shown = usePersonalDataShown();

  // The club's script asks, in its sandboxed frame: never in this page, which holds the member's token.
  if (consent?.provider === "external" && consent.scriptUrl?.[language])
    return <ConsentFrame key={language} language={language} store={store} />;

  if (!shown || consent?.provider !== "builtin" || (choice && !reopened)) return null;
  const decide = (value: ConsentChoice) => {
    writeConsent(store, value);
    setChoice(value);
    setReopened(false);
  };
  return (
    <Suspense fallback={null}>
      <ConsentBanner policyUrl={consent.policyUrl} language={language} onDecide={decide} />
    </Suspense>
  );
}
