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
  /** The login state as the page renders it (architecture §9): anonymous while server markup is hydrated. */
  view: RenderView;
}

/**
 * What a render may show. The server renders every page as an anonymous visitor and never reads personal data
 * (cart, profile, expenses, balances); the browser hydrating that markup must render exactly the same, so until
 * `endHydration` the page is "public only" and the query keys are the anonymous ones. Then subscribers re-render
 * as the member, with the member's keys.
 */
export interface RenderView {
  /** True on the server and while the browser hydrates the server's markup. */
  publicOnly(): boolean;
  /** Rendering on the web server (one process renders every language: the language is set per render there). */
  readonly server: boolean;
  /** Signed in as far as renders and query keys are concerned. */
  signedIn(): boolean;
  subscribe(listener: () => void): () => void;
  endHydration(): void;
}

function createRenderView(session: Session, publicOnly: boolean, server: boolean): RenderView {
  let hydrating = publicOnly || server;
  const listeners = new Set<() => void>();
  return {
    server,
    publicOnly: () => hydrating,
    signedIn: () => !hydrating && session.isAuthenticated(),
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = session.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    endHydration() {
      if (!hydrating) return;
      hydrating = false;
      for (const listener of [...listeners]) listener();
    },
  };
}

export interface RuntimeOptions {
  bootstrap: ClubBootstrap;
  local?: KeyValueStore;
  sessionStore?: KeyValueStore;
  fetch?: typeof fetch;
  /** The club's host the SDK names (X-Club-Origin); default the page's. The server passes the visitor's. */
  origin?: string;
  queryClient?: QueryClient;
  /** The page path with its query (default: window.location). */
  currentPath?: () => string;
  /** The current language for the login redirect (default: taken from the path). */
  currentLanguage?: () => Language;
  /** Hydrating the server's markup: the page shows public data only until then (`RenderView`). */
  publicOnly?: boolean;
  /** Rendering on the web server: public data only, and the language is activated per render, not per route. */
  server?: boolean;
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

/**
 * The storefront's query client. In the browser an unused query is kept 10 minutes (a way back is instant); on the
 * server (`server`) never dropped on a timer, as TanStack's own server default: a render's client lives as long as
 * its render, and a timer would hold every query of every render for those 10 minutes.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: server ? Number.POSITIVE_INFINITY : 10 * 60_000,
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
    queryClient: options.queryClient ?? createQueryClient({ server: options.server ?? false }),
    session,
    persisted,
    redirect: (url) => globalThis.location?.assign(url),
    carts: undefined as unknown as CartControllers,
    view: createRenderView(session, options.publicOnly ?? false, options.server ?? false),
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
        ...(options.origin ? { origin: options.origin } : {}),
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
