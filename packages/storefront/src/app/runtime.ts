import { type ClubClient, isApiError } from "@club/api-client";
import { QueryClient } from "@tanstack/react-query";
import { createStorefrontClient } from "../api/client";
import { createUnauthorizedInterceptor } from "../api/unauthorized";
import { type CartControllers, createCartControllers } from "../cart/cart-controllers";
import { LANGUAGES, type Language, languageOfPath } from "../i18n/languages";
import { createPersistedQuery, type PersistedQueryStore } from "../session/persisted-query";
import { createSession, type Session } from "../session/session";
import { browserStore, type KeyValueStore } from "../session/storage";
import type { ClubBootstrap } from "./bootstrap";

/** Everything a running storefront shares: platform clients, query cache, session and persisted query. */
export interface StorefrontRuntime {
  bootstrap: ClubBootstrap;
  /** One SDK client per language, so a request's Accept-Language is the language it was made for. */
  api(language: Language): ClubClient;
  queryClient: QueryClient;
  session: Session;
  persisted: PersistedQueryStore;
  /** Where the 401 interceptor sends the visitor; set by the router once it exists. */
  redirect: (url: string) => void;
  /** The cart controllers, one per shop page (architecture §5's cart queue and debounce). */
  carts: CartControllers;
}

export interface RuntimeOptions {
  bootstrap: ClubBootstrap;
  local?: KeyValueStore;
  sessionStore?: KeyValueStore;
  fetch?: typeof fetch;
  queryClient?: QueryClient;
  /** The page path with its query (default: window.location). */
  currentPath?: () => string;
  /** The current language for the login redirect (default: taken from the path). */
  currentLanguage?: () => Language;
}

/**
 * Retry a failed read once, unless the platform answered 4xx: a missing order or page will not appear on a
 * second ask. Failures of the route's preload are not asked again when the screen mounts (`retryOnMount`):
 * the screen shows them, with its own "Try again".
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function createRuntime(options: RuntimeOptions): StorefrontRuntime {
  const { bootstrap } = options;
  const session = createSession(options.local ?? browserStore("local"));
  const persisted = createPersistedQuery(options.sessionStore ?? browserStore("session"));
  const currentPath =
    options.currentPath ??
    (() => `${globalThis.location?.pathname ?? "/"}${globalThis.location?.search ?? ""}`);
  const currentLanguage =
    options.currentLanguage ?? (() => languageOfPath(globalThis.location?.pathname ?? "/"));

  const runtime: StorefrontRuntime = {
    bootstrap,
    api: undefined as unknown as StorefrontRuntime["api"],
    queryClient: options.queryClient ?? createQueryClient(),
    session,
    persisted,
    redirect: (url) => globalThis.location?.assign(url),
    carts: undefined as unknown as CartControllers,
  };
  const unauthorized = createUnauthorizedInterceptor({
    currentPath,
    language: currentLanguage,
    redirect: (url) => runtime.redirect(url),
  });
  const clients = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      createStorefrontClient({
        appToken: bootstrap.appToken,
        ...(bootstrap.apiBaseUrl ? { baseUrl: bootstrap.apiBaseUrl } : {}),
        session,
        persisted,
        language: () => language,
        interceptors: [unauthorized],
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ]),
  ) as Record<Language, ClubClient>;
  runtime.api = (language) => clients[language];
  runtime.carts = createCartControllers(runtime, currentLanguage);
  return runtime;
}
