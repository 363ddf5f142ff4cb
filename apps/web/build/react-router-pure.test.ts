import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { markReactRouterPure, REACT_ROUTER_PRODUCTION, reactRouterPure } from "./react-router-pure.mjs";

describe("markReactRouterPure", () => {
  const module = [
    "var Link = React10.forwardRef(",
    "  function LinkWithRef() {}",
    ");",
    'Link.displayName = "Link";',
    "var AwaitContext = React.createContext(null);",
    'AwaitContext.displayName = "Await";',
    "function useFetcher() {",
    '    FetcherForm2.displayName = "fetcher.Form";',
    "    let Inner = React10.forwardRef(render);",
    "}",
  ].join("\n");
  const pure = markReactRouterPure(module);

  it("marks the top-level component and context creations pure and drops their names", () => {
    expect(pure).toContain("var Link = /* @__PURE__ */ React10.forwardRef(");
    expect(pure).toContain("var AwaitContext = /* @__PURE__ */ React.createContext(null);");
    expect(pure).not.toContain('Link.displayName = "Link"');
    expect(pure).not.toContain('AwaitContext.displayName = "Await"');
  });

  it("leaves what happens inside functions as it is, and every line where it was", () => {
    expect(pure).toContain('    FetcherForm2.displayName = "fetcher.Form";');
    expect(pure).toContain("    let Inner = React10.forwardRef(render);");
    expect(pure.split("\n")).toHaveLength(module.split("\n").length);
  });
});

// An app that routes and links, and never submits a form.
const app = join(mkdtempSync(join(tmpdir(), "router-pure-")), "app.js");
writeFileSync(app, 'export { BrowserRouter, useHref, useLinkClickHandler } from "react-router";\n');

async function bundle(withPlugin: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: dirname(app),
    plugins: withPlugin ? [reactRouterPure()] : [],
    resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: app, external: ["react", "react-dom"], preserveEntrySignatures: "strict" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((chunk) => (chunk.type === "chunk" ? chunk.code : ""))
    .join("\n");
}

describe("reactRouterPure in a build", () => {
  it("leaves out what the app does not use: Form's submission code stays without it and goes with it", async () => {
    const [without, withIt] = await Promise.all([bundle(false), bundle(true)]);
    expect(without).toContain("application/x-www-form-urlencoded");
    expect(withIt).not.toContain("application/x-www-form-urlencoded");
    expect(withIt).toContain("popstate");
    expect(withIt.length).toBeLessThan(without.length / 2);
  }, 60_000);
});
