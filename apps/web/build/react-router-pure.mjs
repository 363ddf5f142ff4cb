import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// react-router's package exports resolve to its development build in every mode (its dev warnings included; upstream
// remix-run/react-router#14102, open): the browser's bundle takes the production build the package ships beside it,
// resolved as the storefront, which depends on the router, resolves it.
const fromStorefront = createRequire(join(import.meta.dirname, "../../../packages/storefront/package.json"));
export const REACT_ROUTER_PRODUCTION = join(
  dirname(fromStorefront.resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/**
 * react-router's production build creates its components and contexts at the top of one big module
 * (`var NavLink = React10.forwardRef(…)`) and then names them (`NavLink.displayName = "NavLink"`). A call into another
 * module and a property write are both side effects to a bundler, so every one of them stays in the bundle with all
 * it reaches, used or not: `Form` and its submission code, `NavLink`, `ScrollRestoration`, the framework-mode
 * contexts (1.8 KiB gzip of home's script). Upstream's fix marks them pure (remix-run/react-router#15299, open). Until it
 * lands this does the same to the module as it is read: the names, which only React's developer tools show, are
 * dropped, and each top-level `forwardRef`, `createContext` and `memo` call is marked pure. Statements inside
 * functions (indented in the built file) are left as they are. Each line stays where it was, so the module's source
 * map still holds.
 *
 * @returns {import("vite").Plugin}
 */
export function reactRouterPure() {
  return {
    name: "club-react-router-pure",
    apply: "build",
    transform: {
      filter: { id: /\/react-router\/dist\/production\/[^/]+\.mjs$/ },
      handler(code) {
        const pure = markReactRouterPure(code);
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}

const TOP_LEVEL_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const TOP_LEVEL_REACT_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * The module's text with its top-level component names dropped and its component and context creations pure.
 *
 * @param {string} code
 */
export function markReactRouterPure(code) {
  return code.replace(TOP_LEVEL_NAME, "").replace(TOP_LEVEL_REACT_CALL, "$1/* @__PURE__ */ $2");
}
