import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { BrowserRouter, StaticRouter } from "react-router";
import { i18n } from "../i18n/i18n";
import type { RoutePreloader } from "../router/preload";
import { StorefrontRoutes } from "../router/StorefrontRoutes";
import { StorefrontRuntimeProvider } from "./context";
import type { StorefrontRuntime } from "./runtime";

/** The storefront's React tree: runtime, translations, query cache and the router. */
export function Storefront({
  runtime,
  routes,
  preload,
  location,
}: {
  runtime: StorefrontRuntime;
  routes: RouteObject[];
  preload: RoutePreloader;
  /** On the server: the address rendered (a static router); in the browser the page's own address. */
  location?: string;
}) {
  const screens = <StorefrontRoutes routes={routes} preload={preload} />;
  return (
    <StorefrontRuntimeProvider runtime={runtime}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          {location === undefined ? (
            <BrowserRouter>{screens}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{screens}</StaticRouter>
          )}
        </QueryClientProvider>
      </I18nProvider>
    </StorefrontRuntimeProvider>
  );
}
