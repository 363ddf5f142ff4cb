import type { ClubBootstrap } from "../app/bootstrap";
import { createRuntime, type StorefrontRuntime } from "../app/runtime";
import { seedQueries } from "../app/seed";
import type { Language } from "../i18n/languages";
import { memoryStore } from "../session/storage";

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
