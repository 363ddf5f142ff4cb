import type { Config } from "@club/api-client";
import { lazy, Suspense } from "react";
import { withMessages } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { usePainted } from "./after-paint";
import { usePersonalDataShown } from "./context";

// With the extras' messages (the question's and the banner's), which the shell loads on idle anyway.
const VisitorPromptsNow = lazy(
  withMessages("extras", async () => ({ default: (await import("./visitor-prompts")).VisitorPromptsNow })),
);

/**
 * The age question and the cookie consent (`visitor-prompts.tsx`). What they depend on is kept in this browser, so
 * they show only once hydration is done (architecture §9) and overlay the page: their code loads then, not with the
 * page's first load, and after the page's first screen has painted (on a page the browser renders, such as checkout,
 * that screen is its largest paint).
 */
export function VisitorPrompts({ config, language }: { config: Config | null; language: Language }) {
  const shown = usePersonalDataShown();
  const painted = usePainted();
  if (!shown || !painted) return null;
  return (
    <Suspense fallback={null}>
      <VisitorPromptsNow config={config} language={language} />
    </Suspense>
  );
}
