import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { BrowserRouter } from "react-router";
import { i18n } from "../i18n/i18n";
import { LanguageProvider } from "../i18n/LanguageProvider";
import type { RoutePreloader } from "../router/preload";
import { StorefrontRoutes } from "../router/StorefrontRoutes";
import { StorefrontRuntimeProvider } from "./context";
import type { StorefrontRuntime } from "./runtime";

const inBrowser = (screens: ReactNode) => <BrowserRouter>{screens}</BrowserRouter>;

/** The storefront's React tree: runtime, translations, query cache and the router. */
export function Storefront({
  runtime,
  routes,
  preload,
  router = inBrowser,
}: {
  runtime: StorefrontRuntime;
  routes: RouteObject[];
  preload: RoutePreloader;
  /**
   * The router: the page's own address in the browser; on the server, a static router at the address rendered
   * (server/render.tsx), which the browser's bundle then never carries.
   */
  router?: (screens: ReactNode) => ReactNode;
}) {
  const screens = <StorefrontRoutes routes={routes} preload={preload} />;
  return (
    <StorefrontRuntimeProvider runtime={runtime}>
      <LanguageProvider i18n={i18n}>
        <QueryClientProvider client={runtime.queryClient}>{router(screens)}</QueryClientProvider>
      </LanguageProvider>
    </StorefrontRuntimeProvider>
  );
}
