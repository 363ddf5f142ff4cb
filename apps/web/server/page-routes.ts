import { isLanguage } from "@club/storefront/first-paint";
import { type ScreenRoute, screensOf } from "@club/storefront/routes";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What the web server knows of the storefront's addresses, from React Router's build of `app/routes.ts`. */
export interface PageRoutes {
  /** The screens an address shows (its matched routes' handles, outermost first), or null: no screen is there. */
  screensAt(pathname: string): ScreenRoute[] | null;
  /** The addresses of one person's screens as robots.txt patterns (`*` for the language and each parameter). */
  personalPatterns: string[];
  /** Each route's full path as a template (`/{lang}/shop-pages/{shopPageId}`), for logs and metrics. */
  templates: string[];
}

type BuiltRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route list as the tree `matchRoutes` takes, each route carrying its module's `handle`. */
function routeTree(routes: BuiltRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      const handle = (route.module as { handle?: unknown }).handle;
      return route.index
        ? { id: route.id, index: true, path: route.path, handle }
        : { id: route.id, path: route.path, handle, children };
    });
}

/** Every route with its full path and its chain of routes, outermost first. */
function fullPaths(tree: RouteObject[], base = "", chain: RouteObject[] = []) {
  const out: { path: string; chain: RouteObject[] }[] = [];
  for (const route of tree) {
    const path = route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base || "/";
    out.push({ path, chain: [...chain, route] });
    out.push(...fullPaths(route.children ?? [], path, [...chain, route]));
  }
  return out;
}

const cached = new WeakMap<object, PageRoutes>();

export function pageRoutes(build: ServerBuild): PageRoutes {
  const known = cached.get(build.routes);
  if (known) return known;
  const tree = routeTree(Object.values(build.routes).filter((route) => route !== undefined));
  const paths = fullPaths(tree);
  const screenPaths = paths.filter(({ chain }) => screensOf(chain).length > 0);
  const routes: PageRoutes = {
    screensAt(pathname) {
      const matches = matchRoutes(tree, pathname);
      if (!matches || !isLanguage(matches.find((match) => "lang" in match.params)?.params.lang)) return null;
      const screens = screensOf(matches.map((match) => match.route));
      return screens.length ? screens : null;
    },
    personalPatterns: [
      ...new Set(
        screenPaths
          .filter(({ chain }) => screensOf(chain).at(-1)?.personal)
          .map(({ path }) => path.replace(/:[A-Za-z]+/g, "*")),
      ),
    ],
    templates: [
      ...new Set(
        paths
          .filter(({ path }) => !path.includes("*"))
          .map(({ path }) => path.replace(/:([A-Za-z]+)/g, "{$1}")),
      ),
    ],
  };
  cached.set(build.routes, routes);
  return routes;
}
