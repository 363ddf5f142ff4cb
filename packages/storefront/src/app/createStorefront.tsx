import { ErrorBox, ThemeProvider } from "@club/ui";
import { setNonce } from "get-nonce";
import { createRoot } from "react-dom/client";
import type { RouteObject } from "react-router";
import { activateLanguage } from "../i18n/i18n";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";
import { createRoutePreloader, type RoutePreloader } from "../router/preload";
import { createRoutes } from "../router/routes";
import { type ClubBootstrap, loadBootstrap } from "./bootstrap";
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

function languageFromPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
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
  const language = languageFromPath(globalThis.location.pathname);
  try {
    const catalog = activateLanguage(language);
    const instance = createStorefront(await (bootstrap ?? loadBootstrap()));
    // The first screen's code and data start now, beside the catalog, not after the first render.
    void instance.preload(firstLocation());
    await catalog;
    root.render(
      <Storefront runtime={instance.runtime} routes={instance.routes} preload={instance.preload} />,
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
