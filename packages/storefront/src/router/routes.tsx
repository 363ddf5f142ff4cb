import { Navigate, type RouteObject, useLocation } from "react-router";
import { storefrontQueries } from "../api/queries";
import { LanguageRoot } from "../app/LanguageRoot";
import { Lazy } from "../app/lazy-component";
import type { StorefrontRuntime } from "../app/runtime";
import { activateLanguage, loadArea } from "../i18n/i18n";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { MANIFEST, type RouteManifest } from "./manifest";
import { NotFoundScreen } from "./NotFoundScreen";
import type { RouteHandle } from "./preload";
import type { RouteDataContext, ScreenRoute } from "./route";

/** `/` → `/en/`, keeping the query string. */
function RedirectToDefaultLanguage() {
  const { search } = useLocation();
  return <Navigate to={`/${DEFAULT_LANGUAGE}/${search}`} replace />;
}

/**
 * The route table (architecture §2), built from the route manifest. Each screen's code is its own chunk, and its
 * data is the manifest's, so a route's data starts loading through the query cache in parallel with its code
 * (`preload`, run by the router before the route shows). Data failures never fail a route: screens read the same
 * queries and show their own friendly error state.
 */
export function createRoutes(runtime: StorefrontRuntime, manifest: RouteManifest = MANIFEST): RouteObject[] {
  const queries = storefrontQueries(runtime);
  const ensure: RouteDataContext["ensure"] = (options) =>
    runtime.queryClient.ensureQueryData(options).catch(() => null);

  const screenRoute = (route: ScreenRoute): RouteObject => {
    const screen = route.component;
    const handle: RouteHandle = {
      screen: route,
      preload: ({ language, params }) =>
        Promise.all([
          screen.preload(),
          route.area !== "core" && loadArea(route.area, language),
          route.data?.({ language, params, queries, ensure, publicOnly: runtime.view.publicOnly() }),
        ]),
    };
    const element = <Lazy of={screen} />;
    if (route.path === "") return { index: true, element, handle };
    const children = route.children?.map(screenRoute);
    return { path: route.path, element, handle, ...(children ? { children } : {}) };
  };

  const languageHandle: RouteHandle = {
    preload: ({ language }) =>
      Promise.all([
        // The server renders every language in one process: it activates each render's own (server/render-lock.ts).
        runtime.view.server ? loadArea("core", language) : activateLanguage(language),
        ensure(queries.theme()),
        ensure(queries.style()),
        ensure(queries.config(language)),
        ensure(queries.club(language)),
      ]),
  };

  return [
    { path: "/", element: <RedirectToDefaultLanguage /> },
    {
      path: "/:lang",
      element: <LanguageRoot />,
      handle: languageHandle,
      children: [...manifest.map(screenRoute), { path: "*", element: <NotFoundScreen /> }],
    },
  ];
}
