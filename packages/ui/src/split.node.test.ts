// Runs in Node (the "node" Vitest project), after the kit's build: builds a tiny app with Vite the way the web app
// consumes the kit (its published `dist/`, through the barrel or a component's own entry point, split per screen)
// and checks that each icon and component lands only in the chunk of the code that uses it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rollup } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const src = path.dirname(fileURLToPath(import.meta.url));
const iconsDir = path.join(src, "components/icons");
const dist = path.resolve(src, "../dist");
const kitEntry = path.join(dist, "index.js");
const productCardEntry = path.join(dist, "components/ProductCard.js");

/** Each icon's first path data: a string that is in a bundle exactly when that icon is. */
const markers = Object.fromEntries(
  readdirSync(iconsDir)
    .filter((file) => /^\w+Icon\.tsx$/.test(file) && file !== "SvgIcon.tsx")
    .map((file) => {
      const d = readFileSync(path.join(iconsDir, file), "utf8").match(/ d="([^"]+)"/)?.[1];
      if (!d) throw new Error(`${file}: no path data`);
      return [file.replace(/\.tsx$/, ""), d] as const;
    }),
);
const iconsIn = (code: string) => Object.keys(markers).filter((name) => code.includes(markers[name]!));

let dir = "";
let chunks: Rollup.OutputChunk[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "club-ui-icons-"));
  const kit = JSON.stringify(kitEntry);
  // The entry (app shell) uses MenuIcon; a lazily loaded screen uses GiftIcon (both through the barrel); another
  // one uses ProductCard through its own entry point.
  writeFileSync(
    path.join(dir, "entry.ts"),
    `import { MenuIcon } from ${kit};\nexport const shell = MenuIcon;\nexport const screen = () => import("./screen");\nexport const shop = () => import("./shop");\n`,
  );
  writeFileSync(path.join(dir, "screen.ts"), `import { GiftIcon } from ${kit};\nexport default GiftIcon;\n`);
  writeFileSync(
    path.join(dir, "shop.ts"),
    `import { ProductCard } from ${JSON.stringify(productCardEntry)};\nexport default ProductCard;\n`,
  );
  const output = await build({
    configFile: false,
    root: dir,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(dir, "entry.ts"), formats: ["es"], fileName: "entry" },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  chunks = outputs
    .flatMap((result) => ("output" in result ? result.output : []))
    .filter((file): file is Rollup.OutputChunk => file.type === "chunk");
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the published build, split per screen", () => {
  it("finds every icon's path data", () => {
    expect(Object.keys(markers).length).toBeGreaterThanOrEqual(22);
  });

  it("ships in the entry chunk only the icon the entry uses", () => {
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    expect(iconsIn(entry!.code)).toEqual(["MenuIcon"]);
  });

  it("ships a lazily loaded screen's icon in that screen's chunk", () => {
    const screen = chunks.find((chunk) => !chunk.isEntry && chunk.facadeModuleId?.endsWith("screen.ts"));
    expect(screen).toBeDefined();
    expect(iconsIn(screen!.code)).toEqual(["GiftIcon"]);
  });

  it("ships a component imported from its own entry point only in the chunk that uses it", () => {
    const shop = chunks.find((chunk) => !chunk.isEntry && chunk.facadeModuleId?.endsWith("shop.ts"));
    expect(shop?.code).toContain("function ProductCard(");
    for (const chunk of chunks.filter((c) => c !== shop))
      expect(chunk.code).not.toContain("function ProductCard(");
  });
});
