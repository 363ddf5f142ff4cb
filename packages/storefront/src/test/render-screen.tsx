import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { StorefrontRuntimeProvider } from "../app/context";
import { createRuntime } from "../app/runtime";
import { activateLanguage, i18n, loadArea } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { memoryStore } from "../session/storage";

/** Where a screen navigated to, outside the screen under test. */
function Elsewhere() {
  return <p>elsewhere</p>;
}

/**
 * Test helper: renders one account screen at `path` (matched by `pattern`) in a language, with a runtime whose
 * platform answers through `fetch`. Returns the runtime and the router to inspect tokens and navigation.
 */
export async function renderScreen(options: {
  Screen: ComponentType;
  pattern: string;
  path: string;
  language: Language;
  fetch: (request: Request) => Promise<Response>;
  /** Renders as a signed-in member with this token. */
  token?: string;
}) {
  await Promise.all([
    loadArea("extras", options.language),
    loadArea("shop", options.language),
    loadArea("account", options.language),
    loadArea("checkout", options.language),
    activateLanguage(options.language),
  ]);
  const runtime = createRuntime({
    bootstrap: { appToken: "demo" },
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: ((input: RequestInfo | URL) => options.fetch(input as Request)) as typeof fetch,
    currentPath: () => options.path,
  });
  runtime.queryClient.setDefaultOptions({ queries: { retry: false } });
  if (options.token) runtime.session.setToken(options.token);
  const router = createMemoryRouter(
    [
      { path: options.pattern, Component: options.Screen },
      { path: "*", Component: Elsewhere },
    ],
    { initialEntries: [options.path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <StorefrontRuntimeProvider runtime={runtime}>
        <QueryClientProvider client={runtime.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StorefrontRuntimeProvider>
    </I18nProvider>,
  );
  return { runtime, router };
}
