import type { Rolldown } from "vite";

/** A module id (an absolute path) under one of the workspace's or the libraries' folders. */
const under = (pattern: string) => {
  const folder = new RegExp(pattern.replaceAll("/", "[\\\\/]"));
  return (id: string) => folder.test(id);
};

/**
 * How the browser's scripts are grouped. Left to itself the bundler makes a chunk for every set of routes and lazy
 * parts that share a module: dozens of small scripts per page. Grouped by layer instead, a page loads a few, each
 * cached across the routes that share it (docs/performance.md has the figures). Highest priority first:
 * - the libraries every page runs, and the shell every page shows;
 * - what every page loads once it is usable (the drawer, the cart sheet, the first visit's questions, the toasts);
 * - the kit, split by the routes that use each piece, so browsing's chunk does not carry what home also needs;
 * - browsing a shop (the shop page, shop and product screens and the cart), one chunk;
 * - the other screens, split by the routes that use them, small pieces merged into their neighbours.
 * Lazy parts are left out of the route groups (`$initial`): each stays a chunk of its own, loaded when needed.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    name: "framework",
    test: under(
      "node_modules/(react|react-dom|scheduler|react-router|@tanstack|@lingui|cookie|set-cookie-parser)/",
    ),
    priority: 50,
  },
  {
    name: "shell",
    test: under("(storefront/src/(app|shell|router|i18n|framework|session|api|seo)/|api-client/dist/)"),
    priority: 40,
  },
  {
    name: "idle",
    test: under(
      "(storefront/src/(shell/ShellDrawer|cart/cart-sheet|app/visitor-prompts|age/|adapters/consent/)|ui/dist/components/ToastRegion)",
    ),
    priority: 35,
  },
  { name: "kit", test: under("packages/ui/dist/"), entriesAware: true, tags: ["$initial"], priority: 33 },
  { name: "browse", test: under("storefront/src/(screens/(shop|shop-page|product)|cart)/"), priority: 30 },
  {
    name: "screens",
    test: under("storefront/src/(?!locales/)"),
    entriesAware: true,
    entriesAwareMergeThreshold: 3000,
    tags: ["$initial"],
    priority: 20,
  },
];
