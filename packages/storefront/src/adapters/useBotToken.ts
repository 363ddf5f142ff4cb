import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useQueries } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { botToken, prepareBotCheck } from "./bot-check";

/**
 * A form's bot-check token for an action, with the provider the club's configuration names (architecture §8). The
 * provider's script loads with the form that uses this hook, not at its submit.
 */
export function useBotToken(): (action: string) => Promise<string> {
  const queries = useQueries();
  const language = useLanguage();
  const botCheck = useQuery(queries.config(language)).data?.botCheck;
  useEffect(() => {
    prepareBotCheck(botCheck).catch(() => undefined);
  }, [botCheck]);
  return useCallback((action) => botToken(botCheck, action), [botCheck]);
}
