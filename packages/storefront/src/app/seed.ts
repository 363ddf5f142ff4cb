import { storefrontQueries } from "../api/queries";
import type { ClubBootstrap } from "./bootstrap";
import type { StorefrontRuntime } from "./runtime";

/**
 * Puts what the web server inlined into the query cache, so the first route renders branded with no
 * request. The server fetches anonymously: config and club are seeded only for an anonymous visitor.
 */
export function seedQueries(runtime: StorefrontRuntime, bootstrap: ClubBootstrap): void {
  const queries = storefrontQueries(runtime);
  const { queryClient } = runtime;
  if (bootstrap.theme !== undefined) queryClient.setQueryData(queries.theme().queryKey, bootstrap.theme);
  if (bootstrap.style !== undefined) queryClient.setQueryData(queries.style().queryKey, bootstrap.style);
  const language = bootstrap.language;
  if (!language || runtime.view.signedIn()) return;
  if (bootstrap.config) queryClient.setQueryData(queries.config(language).queryKey, bootstrap.config);
  if (bootstrap.club) queryClient.setQueryData(queries.club(language).queryKey, bootstrap.club);
}
