import type { ClubBootstrap } from "../app/bootstrap";
import { createRuntime, type StorefrontRuntime } from "../app/runtime";
import { seedQueries } from "../app/seed";
import type { Language } from "../i18n/languages";
import { memoryStore } from "../session/storage";
import type { PageRequest, StorefrontLoadContext } from "./request-storefront";

export interface RuntimeRequest {
  url: URL;
  language: Language;
  /** What the page inlines anyway (app token, config, theme, style, club): seeded, not read again. */
  bootstrap: ClubBootstrap;
  /** The platform's origin, and the visitor's host the SDK names as the club's (X-Club-Origin). */
  apiOrigin: string;
  host: string;
  fetch?: typeof fetch;
}

/** A request's runtime on the server: in-memory stores, the visitor's host and address, anonymous. */
export function createRequestRuntime(request: RuntimeRequest): StorefrontRuntime {
  const runtime = createRuntime({
    bootstrap: { ...request.bootstrap, apiBaseUrl: request.apiOrigin },
    local: memoryStore(),
    sessionStore: memoryStore(),
    origin: request.host,
    ...(request.fetch ? { fetch: request.fetch } : {}),
    currentPath: () => `${request.url.pathname}${request.url.search}`,
    currentLanguage: () => request.language,
    server: true,
  });
  // A preview link's `_token` is sent with the reads, as the browser would.
  runtime.persisted.capture(request.url.search);
  seedQueries(runtime, request.bootstrap);
  return runtime;
}

/** A request's load context: a runtime of its own, the club as read, the nonce. */
export function requestStorefront(page: PageRequest): StorefrontLoadContext {
  const runtime = createRequestRuntime({
    url: new URL(page.request.url),
    language: page.language,
    bootstrap: page.bootstrap,
    apiOrigin: page.apiOrigin,
    host: page.host,
    fetch: page.fetch,
  });
  const { bootstrap } = page;
  return {
    storefront: {
      runtime,
      club: {
        origin: page.origin,
        config: bootstrap.config ?? null,
        club: bootstrap.club ?? null,
        meta: bootstrap.meta ?? null,
      },
      bootstrap,
      nonce: page.nonce,
      themeCss: page.themeCss,
      clubCss: page.clubCss,
      screens: page.screens ?? [],
    },
  };
}
