import { type ClubClient, createClubClient, type Interceptor } from "@club/api-client";
import type { Language } from "../i18n/languages";
import type { PersistedQueryStore } from "../session/persisted-query";
import type { Session } from "../session/session";

export interface StorefrontClientOptions {
  appToken: string;
  baseUrl?: string;
  /** The club's host, sent as X-Club-Origin (default: the page's); the server names the visitor's. */
  origin?: string;
  session: Session;
  persisted: PersistedQueryStore;
  language: () => Language;
  interceptors?: Interceptor[];
  fetch?: typeof fetch;
}

/** The SDK client as the storefront configures it (architecture §4, lead's decisions). */
export function createStorefrontClient(options: StorefrontClientOptions): ClubClient {
  return createClubClient({
    appToken: options.appToken,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    language: options.language,
    getAuthToken: () => options.session.getToken(),
    getPersistedQuery: () => options.persisted.get(),
    // Members' carts are found by their token; the key still lets sign-in merge the visitor's cart.
    getCartId: () => options.session.getCartId(),
    interceptors: options.interceptors ?? [],
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
