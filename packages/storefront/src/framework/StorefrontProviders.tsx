import type { I18n } from "@lingui/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { StorefrontRuntimeProvider } from "../app/context";
import type { StorefrontRuntime } from "../app/runtime";
import { LanguageProvider } from "../i18n/LanguageProvider";

/** What every storefront render sits in, on the server (per request) and in the browser (per page). */
export function StorefrontProviders({
  runtime,
  i18n,
  children,
}: {
  runtime: StorefrontRuntime;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StorefrontRuntimeProvider runtime={runtime}>
      <LanguageProvider i18n={i18n}>
        <QueryClientProvider client={runtime.queryClient}>{children}</QueryClientProvider>
      </LanguageProvider>
    </StorefrontRuntimeProvider>
  );
}
