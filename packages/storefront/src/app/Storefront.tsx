import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { i18n } from "../i18n/i18n";
import { StorefrontRuntimeProvider } from "./context";
import type { StorefrontRuntime } from "./runtime";

export type StorefrontRouter = ReturnType<typeof createBrowserRouter>;

/** The storefront's React tree: runtime, translations, query cache and the router. */
export function Storefront({ runtime, router }: { runtime: StorefrontRuntime; router: StorefrontRouter }) {
  return (
    <StorefrontRuntimeProvider runtime={runtime}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StorefrontRuntimeProvider>
  );
}
