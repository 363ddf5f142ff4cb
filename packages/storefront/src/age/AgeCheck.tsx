import type { Config } from "@club/api-client";
import { AgeGate } from "@club/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import type { Language } from "../i18n/languages";
import { browserStore } from "../session/storage";
import { AGE_KEY, CONFIRMED, DEFAULT_MINIMUM_AGE, isAgeExempt, isCrawler } from "./age-rules";

const store = browserStore("local");

/**
 * The first visit's age question (issue 17): a dialog that must be answered before the shop, remembered in
 * localStorage once confirmed. A refusal shows a polite message (not remembered: a reload asks again). Custom
 * pages and the consent policy stay readable without answering, and crawlers never see it. `children` (the consent
 * banner) wait until the question is answered, so the dialog comes first and the two never overlap.
 */
export function AgeCheck({
  config,
  language,
  children,
}: {
  config: Config | null;
  language: Language;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [confirmed, setConfirmed] = useState(() => store.get(AGE_KEY) === CONFIRMED);
  const [refused, setRefused] = useState(false);
  const policyUrl = config?.consent.policyUrl[language];
  const asking =
    !confirmed &&
    config !== null &&
    !isCrawler(globalThis.navigator?.userAgent) &&
    !isAgeExempt(pathname, policyUrl ? [policyUrl] : []);
  if (!asking) return children;

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
      onConfirm={() => {
        store.set(AGE_KEY, CONFIRMED);
        setConfirmed(true);
      }}
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
