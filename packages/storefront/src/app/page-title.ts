import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLanguage } from "../router/useLanguage";
import { useQueries } from "./context";
import { documentTitle } from "./DocumentHead";

/**
 * A screen's own document title (a shop page, a shop, a product, a club page), as the server's head names the same
 * address, kept while the screen shows; leaving it restores the club's title. `undefined`: the screen names none.
 */
export function usePageTitle(page: string | undefined): void {
  const queries = useQueries();
  const language = useLanguage();
  const config = useQuery(queries.config(language)).data ?? null;
  const club = useQuery(queries.club(language)).data ?? null;
  useEffect(() => {
    if (!page) return;
    const title = documentTitle(config, club, page);
    if (title) document.title = title;
    return () => {
      const base = documentTitle(config, club);
      if (base) document.title = base;
    };
  }, [config, club, page]);
}
