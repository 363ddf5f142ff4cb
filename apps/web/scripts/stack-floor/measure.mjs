import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { REACT_ROUTER_PRODUCTION, reactRouterPure } from "../../build/react-router-pure.mjs";
import { zopfliGzip } from "../../build/zopfli-gzip.mjs";

const here = dirname(fileURLToPath(import.meta.url));
// The storefront package depends on the query library; resolve it as it does.
const fromStorefront = createRequire(join(here, "../../../../packages/storefront/package.json"));
const packageDir = (name) => dirname(fromStorefront.resolve(`${name}/package.json`));

/**
 * Builds the bare pinned stack (entry.js) with the same Vite and target as the storefront and returns its
 * JavaScript, gzip as the build writes it (Zopfli), in KiB: the least any home route on this stack can ship. The router
 * is taken as the app's build takes it: its production build, with its unused components left out.
 */
export async function measureStackFloor() {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: here,
    plugins: [reactRouterPure()],
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
        { find: /^@tanstack\/react-query$/, replacement: packageDir("@tanstack/react-query") },
      ],
      dedupe: ["react", "react-dom"],
    },
    build: { write: false, target: "es2022", rollupOptions: { input: join(here, "entry.js") } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  let bytes = 0;
  for (const chunk of outputs) if (chunk.type === "chunk") bytes += (await zopfliGzip(chunk.code)).length;
  return bytes / 1024;
}
