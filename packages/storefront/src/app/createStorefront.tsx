import { ErrorBox } from "@club/ui";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { setNonce } from "get-nonce";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { RouteObject } from "react-router";
import { storefrontQueries } from "../api/queries";
import { activateLanguage, i18n } from "../i18n/i18n";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { isLanguage, languageOfPath } from "../i18n/languages";
import { createRoutePreloader, type RoutePreloader } from "../router/preload";
import { createRoutes } from "../router/routes";
import { type ClubBootstrap, loadBootstrap } from "./bootstrap";
import { pageHasThemeCss, themeProvider } from "./ClubTheme";
import { SERVER_DATA_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from "./inlined-elements";
import { LoadingFallback } from "./LoadingFallback";
import { createRuntime, type StorefrontRuntime } from "./runtime";
import { Storefront } from "./Storefront";
import { seedQueries } from "./seed";
import { yieldToBrowser } from "./yield-to-browser";

export interface StorefrontInstance {
  runtime: StorefrontRuntime;
  routes: RouteObject[];
  preload: RoutePreloader;
}

/** A storefront rendered into a page: its instance, and the way to take it out again (React's root unmounted). */
export interface MountedStorefront extends StorefrontInstance {
  unmount(): void;
}

/** The page's first location, keyed as the browser router keys it (its history entry's key, else "default"). */
function firstLocation() {
  const state = globalThis.history?.state as { key?: string } | null;
  return { key: state?.key ?? "default", pathname: globalThis.location.pathname };
}

/** The address's first segment: a language, or an address the not-found page answers. */
function firstPathSegment(): string | undefined {
  return globalThis.location.pathname.split("/")[1];
}

/** A query cache the server inlined in the page (JSON in the element of that id), or null. */
function inlinedCache(doc: Document | undefined, id: string): DehydratedState | null {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * Creates the runtime and routes for a bootstrap: the SDK clients, the 401 rule, the persisted `_token`. With the
 * server's query cache (`state`), the page hydrates the server's markup: public data only until that is done. With
 * the server's public data for a screen the browser renders (`data`), the cache starts from it.
 */
export function createStorefront(
  bootstrap: ClubBootstrap,
  state?: DehydratedState | null,
  data?: DehydratedState | null,
): StorefrontInstance {
  // Overlays (the dialogs' scroll lock) add <style> elements: they carry the page's CSP nonce.
  if (bootstrap.nonce) setNonce(bootstrap.nonce);
  const runtime = createRuntime({ bootstrap, publicOnly: Boolean(state) });
  runtime.persisted.capture(globalThis.location?.search ?? "");
  seedQueries(runtime, bootstrap);
  if (state) hydrate(runtime.queryClient, state);
  if (data) hydrate(runtime.queryClient, data);
  const routes = createRoutes(runtime);
  return { runtime, routes, preload: createRoutePreloader(routes) };
}

/**
 * Starts the storefront in a page: reads the inlined bootstrap (or `/club.json`), loads the route's
 * language, and renders. A missing configuration shows its error in red on light grey.
 */
export async function mountStorefront(
  container: HTMLElement,
  bootstrap?: ClubBootstrap,
): Promise<MountedStorefront | null> {
  const language = languageOfPath(globalThis.location.pathname);
  const state = inlinedCache(container.ownerDocument, SERVER_STATE_ELEMENT_ID);
  // Start-up in three tasks, not one: what ran before (the scripts' evaluation, the stylesheet's last slice), the
  // cache and routes, then the first screen's start (on a phone one task of all three blocked the page for ~190 ms).
  await yieldToBrowser();
  // The server rendered this page: hydrate its markup (same data, same anonymous view), then show the member's.
  if (state) {
    try {
      const catalog = activateLanguage(language);
      const instance = createStorefront(await (bootstrap ?? loadBootstrap()), state);
      await yieldToBrowser();
      const firstScreen = instance.preload(firstLocation());
      await Promise.all([catalog, firstScreen]);
      // The shell's theme provider, when the page has no CSS for the theme (or a failure screen): here, not later.
      const theme = instance.runtime.queryClient.getQueryData(
        storefrontQueries(instance.runtime).theme().queryKey,
      );
      if (
        !pageHasThemeCss(instance.runtime.bootstrap.theme, theme ?? null) ||
        !isLanguage(firstPathSegment())
      )
        await themeProvider.preload();
      // As a transition (as Next.js does), React hydrates in slices, yielding the main thread between them rather
      // than in one long task; a click held meanwhile is replayed once the page is live (hydration-start.ts).
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(
          container,
          <Storefront runtime={instance.runtime} routes={instance.routes} preload={instance.preload} />,
        );
      });
      return { ...instance, unmount: () => root?.unmount() };
    } catch {
      // Fall through: render in the browser as a page without server markup would.
      container.replaceChildren();
    }
  }
  const root = createRoot(container);
  try {
    const catalog = activateLanguage(language);
    const resolved = await (bootstrap ?? loadBootstrap());
    const instance = createStorefront(
      resolved,
      null,
      inlinedCache(container.ownerDocument, SERVER_DATA_ELEMENT_ID),
    );
    // The first screen's code and data start in the third task, beside the catalog, not after a first render.
    await yieldToBrowser();
    const firstScreen = instance.preload(firstLocation());
    await catalog;
    // The server painted its loading screen already; a page from a plain static host shows ours meanwhile.
    if (!container.hasChildNodes()) {
      // The colour math loads only here: a page the server painted carries its theme's CSS.
      const ThemeProvider = await themeProvider.preload();
      root.render(
        <LanguageProvider i18n={i18n}>
          <ThemeProvider theme={resolved.theme ?? null}>
            <LoadingFallback />
          </ThemeProvider>
        </LanguageProvider>,
      );
    }
    // The app renders once the first screen can show: a Suspense fallback revealed first would hold the screen
    // back (React paces a fallback's replacement), and the screen would come later than its data.
    await firstScreen;
    // As a transition React renders in slices, leaving the main thread free between them.
    startTransition(() =>
      root.render(
        <Storefront runtime={instance.runtime} routes={instance.routes} preload={instance.preload} />,
      ),
    );
    return { ...instance, unmount: () => root.unmount() };
  } catch (error) {
    const message = <ErrorBox message={error instanceof Error ? error.message : String(error)} />;
    const { ThemeProvider } = await import("@club/ui/theme/ThemeProvider").catch(() => ({
      ThemeProvider: null,
    }));
    root.render(
      ThemeProvider ? (
        <ThemeProvider>
          <main className="p-8">{message}</main>
        </ThemeProvider>
      ) : (
        <main className="p-8">{message}</main>
      ),
    );
    return null;
  }
}
