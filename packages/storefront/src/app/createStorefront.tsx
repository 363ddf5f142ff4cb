import { ErrorBox, ThemeProvider } from "@club/ui";
import { I18nProvider } from "@lingui/react";
import { setNonce } from "get-nonce";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import type { RouteObject } from "react-router";
import { activateLanguage, i18n } from "../i18n/i18n";
import { languageOfPath } from "../i18n/languages";
import { createRoutePreloader, type RoutePreloader } from "../router/preload";
import { createRoutes } from "../router/routes";
import { type ClubBootstrap, loadBootstrap } from "./bootstrap";
import { LoadingFallback } from "./LoadingFallback";
import { createRuntime, type StorefrontRuntime } from "./runtime";
import { Storefront } from "./Storefront";
import { seedQueries } from "./seed";

export interface StorefrontInstance {
  runtime: StorefrontRuntime;
  routes: RouteObject[];
  preload: RoutePreloader;
}

/** The page's first location, keyed as the browser router keys it (its history entry's key, else "default"). */
function firstLocation() {
  const state = globalThis.history?.state as { key?: string } | null;
  return { key: state?.key ?? "default", pathname: globalThis.location.pathname };
}

/** Creates the runtime and routes for a bootstrap: the SDK clients, the 401 rule, the persisted `_token`. */
export function createStorefront(bootstrap: ClubBootstrap): StorefrontInstance {
  // Overlays (the dialogs' scroll lock) add <style> elements: they carry the page's CSP nonce.
  if (bootstrap.nonce) setNonce(bootstrap.nonce);
  const runtime = createRuntime({ bootstrap });
  runtime.persisted.capture(globalThis.location?.search ?? "");
  seedQueries(runtime, bootstrap);
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
): Promise<StorefrontInstance | null> {
  const root = createRoot(container);
  const language = languageOfPath(globalThis.location.pathname);
  try {
    const catalog = activateLanguage(language);
    const resolved = await (bootstrap ?? loadBootstrap());
    const instance = createStorefront(resolved);
    // The first screen's code and data start now, beside the catalog, not after a first render.
    const firstScreen = instance.preload(firstLocation());
    await catalog;
    // The server painted its loading screen already; a page from a plain static host shows ours meanwhile.
    if (!container.hasChildNodes())
      root.render(
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={resolved.theme ?? null}>
            <LoadingFallback />
          </ThemeProvider>
        </I18nProvider>,
      );
    // The app renders once the first screen can show: a Suspense fallback revealed first would hold the screen
    // back (React paces a fallback's replacement), and the screen would come later than its data.
    await firstScreen;
    // As a transition React renders in slices, leaving the main thread free between them.
    startTransition(() =>
      root.render(
        <Storefront runtime={instance.runtime} routes={instance.routes} preload={instance.preload} />,
      ),
    );
    return instance;
  } catch (error) {
    root.render(
      <ThemeProvider>
        <main className="p-8">
          <ErrorBox message={error instanceof Error ? error.message : String(error)} />
        </main>
      </ThemeProvider>,
    );
    return null;
  }
}
