import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { type ContextType, type ReactNode, useEffect, useState } from "react";

/** Lingui's context value, with the language it was made in. */
interface LanguageContext {
  locale: string;
  value: NonNullable<ContextType<typeof LinguiContext>>;
}

const contextOf = (i18n: I18n): LanguageContext => ({
  locale: i18n.locale,
  value: { i18n, _: i18n.t.bind(i18n) },
});

/**
 * Lingui's context for the app, renewed when the language changes and only then. Lingui's own `I18nProvider` renews
 * it on every "change" event, and loading a catalog area emits one: each area loaded after the first paint (the
 * drawer's, the cart's, a screen's) rendered every translated component and kit label of the page again, in one task
 * React cannot slice. A loaded area only adds messages for parts not shown yet, which load with them
 * (`withMessages`); what is on screen already reads the same text.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    const renew = () => setContext((current) => (current.locale === i18n.locale ? current : contextOf(i18n)));
    // The language may have changed between the first render and this effect.
    renew();
    return i18n.on("change", renew);
  }, [i18n]);
  return <LinguiContext.Provider value={context.value}>{children}</LinguiContext.Provider>;
}
