import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { afterNextPaint } from "../app/after-paint";
import { useQueries } from "../app/context";
import { useLanguage } from "../router/useLanguage";

// The providers' loaders are a chunk of their own, fetched by the effect below once the form has painted: a form's
// first paint (checkout's first step) does not wait for code that runs only at its submit.
const botCheck = () => import("./bot-check");

/**
 * A form's bot-check token for an action, with the provider the club's configuration names (architecture §8). The
 * provider's script loads with the form that uses this hook, not at its submit.
 */
export function useBotToken(): (action: string) => Promise<string> {
  const queries = useQueries();
  const language = useLanguage();
  const provider = useQuery(queries.config(language)).data?.botCheck;
  useEffect(
    () =>
      afterNextPaint(() => {
        botCheck()
          .then(({ prepareBotCheck }) => prepareBotCheck(provider))
          .catch(() => undefined);
      }),
    [provider],
  );
  return useCallback(async (action) => (await botCheck()).botToken(provider, action), [provider]);
}
