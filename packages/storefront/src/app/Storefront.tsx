import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { BrowserRouter } from "react-router";
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
}: {
  runtime: StorefrontRuntime;
  routes: RouteObject[];
  preload: RoutePreloader;
}) {
  return (
    <StorefrontRuntimeProvider runtime={runtime}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          <BrowserRouter>
            <StorefrontRoutes routes={routes} preload={preload} />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nProvider>
    </StorefrontRuntimeProvider>
  );
}
