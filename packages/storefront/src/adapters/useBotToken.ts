import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useQueries } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { botToken } from "./bot-check";

/** A form's bot-check token for an action, with the provider the club's configuration names (DESIGN §5). */
export function useBotToken(): (action: string) => Promise<string> {
  const queries = useQueries();
  const language = useLanguage();
  const botCheck = useQuery(queries.config(language)).data?.botCheck;
  return useCallback((action) => botToken(botCheck, action), [botCheck]);
}
