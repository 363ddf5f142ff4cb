import type { Config } from "@club/api-client";
import { AgeGate } from "@club/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import type { Language } from "../i18n/languages";
import { DEFAULT_MINIMUM_AGE } from "./age-rules";
import { isCrawler } from "./crawler";

/**
 * The age question itself (its own chunk: only a visitor who has not answered yet loads the dialog). A crawler is
 * never asked: it gets `children` as a visitor who answered would.
 */
export function AgeQuestion({
  config,
  language,
  onConfirm,
  children,
}: {
  config: Config;
  language: Language;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [refused, setRefused] = useState(false);
  if (isCrawler(globalThis.navigator?.userAgent)) return children;

  const policyUrl = config.consent.policyUrl[language];
  const age = config.ageCheck?.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const name = config.company.name;
  return (
    <AgeGate
      open
      brand={
        config.logo ? (
          <img src={config.logo.url} alt={name} width={96} height={96} className="size-24 object-contain" />
        ) : (
          <p className="font-heading font-semibold text-2xl text-primary-ink">{name}</p>
        )
      }
      title={t`Welcome to ${name}`}
      question={t`Our products contain alcohol and are sold only to adults. You must be ${age} or over to enter.`}
      confirmLabel={t`I am of legal drinking age`}
      refuseLabel={t`I am under ${age}`}
      onConfirm={onConfirm}
      onRefuse={() => setRefused(true)}
      refusal={
        refused
          ? {
              title: t`We are sorry`,
              body: t`You must be of legal drinking age to visit this shop. Thank you for your honesty: come back to see us when you are ${age}.`,
            }
          : null
      }
      links={
        policyUrl ? (
          <a className="font-semibold text-primary-ink underline underline-offset-2" href={policyUrl}>
            <Trans>Privacy and cookie policy</Trans>
          </a>
        ) : null
      }
    />
  );
}
