import type { Config } from "@club/api-client";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { usePersonalDataShown } from "../app/context";
import { withMessages } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { browserStore } from "../session/storage";
import { AGE_KEY, CONFIRMED, isAgeExempt } from "./age-rules";

const store = browserStore("local");

// Only a visitor who has not answered yet downloads the dialog (and the crawler check).
const AgeQuestion = lazy(
  withMessages("extras", async () => ({ default: (await import("./AgeQuestion")).AgeQuestion })),
);

/**
 * The first visit's age question (issue 17): a dialog that must be answered before the shop, remembered in
 * localStorage once confirmed. A refusal shows a polite message (not remembered: a reload asks again). Custom
 * pages and the consent policy stay readable without answering, and crawlers never see it. `children` (the consent
 * banner) wait until the question is answered, so the dialog comes first and the two never overlap. The answer is
 * kept in this browser: the server can't know it, so the question waits for the hydration's end (architecture §9)
 * and overlays the server's page, which stays as it is for crawlers and people alike.
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
  const { pathname } = useLocation();
  const shown = usePersonalDataShown();
  const [confirmed, setConfirmed] = useState(() => store.get(AGE_KEY) === CONFIRMED);
  const policyUrl = config?.consent.policyUrl[language];
  const asking =
    shown && !confirmed && config !== null && !isAgeExempt(pathname, policyUrl ? [policyUrl] : []);
  if (!asking) return children;
  return (
    <Suspense fallback={null}>
      <AgeQuestion
        config={config}
        language={language}
        onConfirm={() => {
          store.set(AGE_KEY, CONFIRMED);
          setConfirmed(true);
        }}
      >
        {children}
      </AgeQuestion>
    </Suspense>
  );
}
