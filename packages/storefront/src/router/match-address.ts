import { matchRoutes, type RouteObject } from "react-router";

/** Addresses matched recently, per route table: bounded, since addresses come from visitors. */
const KEPT = 50;
const matched = new WeakMap<RouteObject[], Map<string, ReturnType<typeof matchRoutes<RouteObject>>>>();

/**
 * The routes an address matches (react-router's `matchRoutes`), worked out once per address: each call of
 * `matchRoutes` flattens, ranks and compiles the whole table again, and the first screen's preload and the route's
 * head both ask for the same address while the page starts (a few milliseconds apiece on a phone).
 */
export function matchAddress(routes: RouteObject[], pathname: string) {
  let table = matched.get(routes);
  if (!table) {
    table = new Map();
    matched.set(routes, table);
  }
  let matches = table.get(pathname);
  if (matches === undefined) {
    if (table.size >= KEPT) table.clear();
    matches = matchRoutes(routes, pathname);
    table.set(pathname, matches);
  }
  return matches;
}
