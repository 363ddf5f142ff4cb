import type { Config } from "@club/api-client";
import { Button } from "@club/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Language } from "../../i18n/languages";
import { browserStore } from "../../session/storage";
import { type ConsentChoice, readConsent, writeConsent } from "./consent-store";

const store = browserStore("local");

/**
 * Cookie consent (DESIGN §5): the built-in banner with the club's policy for the current language, or the
 * club's external consent script for that language.
 */
export function ConsentBanner({
  consent,
  language,
}: {
  consent: Config["consent"] | undefined;
  language: Language;
}) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(store));

  const scriptUrl = consent?.provider === "external" ? consent.scriptUrl?.[language] : undefined;
  useEffect(() => {
    if (!scriptUrl) return;
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.dataset.clubConsent = language;
    document.head.appendChild(script);
    return () => script.remove();
  }, [scriptUrl, language]);

  if (consent?.provider !== "builtin" || choice) return null;
  const policy = consent.policyUrl[language];
  const decide = (value: ConsentChoice) => {
    writeConsent(store, value);
    setChoice(value);
  };
  return (
    <section
      aria-label={t`Cookie consent`}
      className="fixed inset-x-0 bottom-0 z-(--club-z-toast) border-border border-t bg-surface shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
        <p className="flex-1 text-fg text-sm leading-relaxed">
          <Trans>
            We use cookies that are necessary for the shop to work and, with your consent, cookies that help
            us improve it.
          </Trans>{" "}
          <a className="font-semibold text-primary-ink underline underline-offset-2" href={policy}>
            <Trans>Cookie policy</Trans>
          </a>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={() => decide("necessary")}>
            {t`Only necessary`}
          </Button>
          <Button size="sm" onClick={() => decide("all")}>
            {t`Accept all`}
          </Button>
        </div>
      </div>
    </section>
  );
}
