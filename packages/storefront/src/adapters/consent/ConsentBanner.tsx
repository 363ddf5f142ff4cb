import type { Config } from "@club/api-client";
import { Button, CloseIcon, IconButton } from "@club/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Language } from "../../i18n/languages";
import type { ConsentChoice } from "./consent-store";

/** The built-in cookie banner with the club's policy for the current language (architecture §8). */
export function ConsentBanner({
  policyUrl,
  language,
  onDecide: decide,
}: {
  policyUrl: Config["consent"]["policyUrl"];
  language: Language;
  onDecide: (choice: ConsentChoice) => void;
}) {
  const { t } = useLingui();
  const policy = policyUrl[language];
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
        <div className="flex shrink-0 items-center gap-2">
          <Button size="sm" variant="outline" onClick={() => decide("necessary")}>
            {t`Only necessary`}
          </Button>
          <Button size="sm" onClick={() => decide("all")}>
            {t`Accept all`}
          </Button>
          {/* Closing without choosing is a refusal: only the necessary cookies. */}
          <IconButton
            size="sm"
            label={t`Close and keep only necessary cookies`}
            icon={<CloseIcon />}
            onClick={() => decide("necessary")}
          />
        </div>
      </div>
    </section>
  );
}
