import type { Config } from "@club/api-client";
import { Consent } from "../adapters/consent/Consent";
import { AgeCheck } from "../age/AgeCheck";
import type { Language } from "../i18n/languages";

/**
 * The first visit's questions, in the order they are asked: the age question, then the cookie banner (or the club's
 * consent script). Their own chunk (`VisitorPrompts` loads it after hydration): a visitor who has answered never
 * needs more of them than this.
 */
export function VisitorPromptsNow({ config, language }: { config: Config | null; language: Language }) {
  return (
    <AgeCheck config={config} language={language}>
      <Consent consent={config?.consent} language={language} />
    </AgeCheck>
  );
}
