import { Writable } from "node:stream";
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { storefrontQueries } from "../api/queries";
import type { ClubBootstrap } from "../app/bootstrap";
import { themeProvider } from "../app/ClubTheme";
import { createRuntime } from "../app/runtime";
import { Storefront } from "../app/Storefront";
import { seedQueries } from "../app/seed";
import { customComponentBlock } from "../content/custom-block";
import { setHtmlParser } from "../content/safe-html";
import { CATALOG_AREAS, loadArea } from "../i18n/i18n";
import { LANGUAGES, type Language } from "../i18n/languages";
import { inlinedDataScreen, serverRenderedScreen } from "../router/lookup";
import { createRoutePreloader } from "../router/preload";
import type { RouteDataContext } from "../router/route";
import { type HeadRead, routeHead } from "../router/route-head";
import { createRoutes } from "../router/routes";
import type { HeadContext, PageHead } from "../seo/page-head";
import { memoryStore } from "../session/storage";
import { parseHtml } from "./html-parser";
import { createRenderLock } from "./render-lock";

setHtmlParser(parseHtml);

export interface ServerPageRequest {
  pathname: string;
  search: string;
  language: Language;
  /** What the page inlines anyway (app token, nonce, config, theme, style, club): seeded, not read again. */
  bootstrap: ClubBootstrap;
  /** The platform's origin, and the visitor's host the SDK names as the club's (X-Club-Origin). */
  apiOrigin: string;
  host: string;
  fetch?: typeof fetch;
}

export interface PreparedPage {
  /** The page's head (its route's, architecture §2) from what was read for it, for the visitor's origin. */
  head(context: HeadContext): PageHead | null;
  /** The query cache after the route's preloads, for the browser to hydrate from. */
  state: DehydratedState;
  /**
   * Renders the page's markup. Resolves with the stream once the shell is ready (people) or everything is
   * (`waitForAll`: crawlers, which read the page once).
   */
  render(options: { waitForAll: boolean }): Promise<ReadableStream<Uint8Array>>;
}

/**
 * Lingui's `i18n` is one object per process, read while rendering (`i18n._`, `plural`). Renders of pages in
 * different languages take turns: each activates its language and renders to completion before the next starts.
 * The data is read before, for all pages in parallel; rendering itself is synchronous CPU work on the one thread,
 * so taking turns costs nothing a concurrent render would have gained.
 */
const renderLock = createRenderLock();

let catalogsLoaded: Promise<unknown> | undefined;
/** Every area's catalog in every language, once per process: a render never waits for one. */
export function loadAllCatalogs(): Promise<unknown> {
  catalogsLoaded ??= Promise.all(
    LANGUAGES.flatMap((language) => CATALOG_AREAS.map((area) => loadArea(area, language))),
  );
  return catalogsLoaded;
}

/** A request's runtime on the server: in-memory stores, the visitor's host and address, anonymous. */
function serverRuntime(request: ServerPageRequest) {
  const runtime = createRuntime({
    bootstrap: { ...request.bootstrap, apiBaseUrl: request.apiOrigin },
    local: memoryStore(),
    sessionStore: memoryStore(),
    origin: request.host,
    ...(request.fetch ? { fetch: request.fetch } : {}),
    currentPath: () => `${request.pathname}${request.search}`,
    currentLanguage: () => request.language,
    server: true,
  });
  // A preview link's `_token` is sent with the reads, as the browser would.
  runtime.persisted.capture(request.search);
  return runtime;
}

/**
 * The public data of a screen the browser renders (`ScreenRoute.inlineData`: checkout), read through the route's
 * own `data` and query options as an anonymous visitor (personal reads are skipped), dehydrated for the page to
 * carry. Only the answers that came: a failed read is left to the browser. Null when the address is no such screen.
 */
export async function prepareData(request: ServerPageRequest): Promise<DehydratedState | null> {
  const match = inlinedDataScreen(request.pathname);
  if (!match) return null;
  const runtime = serverRuntime(request);
  const queries = storefrontQueries(runtime);
  const ensure: RouteDataContext["ensure"] = (options) =>
    runtime.queryClient.ensureQueryData(options).catch(() => null);
  await Promise.all(
    match.chain.map((route) =>
      route.data?.({ language: request.language, params: match.params, queries, ensure, publicOnly: true }),
    ),
  );
  return dehydrate(runtime.queryClient);
}

/**
 * Reads a public page's data through the same route preloads and query options as the browser (as an anonymous
 * visitor: personal data is never read here), ready to render. Null when the address is not server-rendered.
 */
export async function preparePage(request: ServerPageRequest): Promise<PreparedPage | null> {
  if (!serverRenderedScreen(request.pathname)) return null;
  const runtime = serverRuntime(request);
  seedQueries(runtime, request.bootstrap);
  const routes = createRoutes(runtime);
  const preload = createRoutePreloader(routes);
  // The kit's theme provider too (a page without the theme's CSS, a failure screen): rendered at once, not after a
  // suspended frame, as the browser hydrates it (it loads it before hydrating). And the home's custom blocks, which
  // the browser hydrates once their code is there: the server's markup has them whole, never a fallback.
  await Promise.all([
    loadAllCatalogs(),
    preload({ key: "default", pathname: request.pathname }),
    themeProvider.preload(),
    customComponentBlock.preload(),
  ]);

  const queries = storefrontQueries(runtime);
  const read: HeadRead = (pick) => runtime.queryClient.getQueryData(pick(queries).queryKey) ?? null;
  const language = request.language;
  const state = dehydrate(runtime.queryClient);
  const address = `${request.pathname}${request.search}`;
  const atAddress = (screens: ReactNode) => <StaticRouter location={address}>{screens}</StaticRouter>;

  return {
    head: (context) => routeHead(context, read),
    state,
    render: ({ waitForAll }) =>
      renderLock.run(
        () =>
          new Promise<{ stream: ReadableStream<Uint8Array>; done: Promise<void> }>((resolve, reject) => {
            let controller!: ReadableStreamDefaultController<Uint8Array>;
            const stream = new ReadableStream<Uint8Array>({
              start: (c) => {
                controller = c;
              },
            });
            // Everything was read before: a render that has not finished in seconds never will. The timer ends
            // with the render, so nothing of a finished render (its runtime, its queries) waits on it.
            const timeout = setTimeout(() => abort(new Error("render timed out")), 10_000);
            timeout.unref?.();
            let finish!: () => void;
            const done = new Promise<void>((end) => {
              finish = end;
            }).finally(() => clearTimeout(timeout));
            // React writes into this as it renders; the bytes are queued for the visitor at whatever pace they
            // read, so a slow connection never holds the render (and the lock) back.
            const sink = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                controller.enqueue(new Uint8Array(chunk));
                callback();
              },
              final(callback) {
                controller.close();
                finish();
                callback();
              },
            });
            const { pipe, abort } = renderToPipeableStream(
              <Storefront runtime={runtime} routes={routes} preload={preload} router={atAddress} />,
              {
                ...(request.bootstrap.nonce ? { nonce: request.bootstrap.nonce } : {}),
                // A finished Suspense boundary stays in place, however large: React would otherwise send one past
                // this many bytes apart, with an inline script to reveal it, which the page's CSP refuses.
                progressiveChunkSize: Number.POSITIVE_INFINITY,
                onShellReady() {
                  if (waitForAll) return;
                  pipe(sink);
                  resolve({ stream, done });
                },
                onAllReady() {
                  if (!waitForAll) return;
                  pipe(sink);
                  resolve({ stream, done });
                },
                onShellError(error) {
                  finish();
                  reject(error);
                },
                onError(error) {
                  // A boundary shows the failure in the page; nothing else to do here.
                  return error instanceof Error ? error.message : String(error);
                },
              },
            );
          }),
        language,
      ),
  };
}
