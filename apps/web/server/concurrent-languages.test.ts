import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { loadFrameworkBuild } from "./framework-pages";
import { catalogPlatform } from "./ssr-fixtures";
import { options } from "./test-fixtures";

const WORDS = { en: "Add to cart", it: "Aggiungi al carrello" } as const;
const PATHS = ["/shop-pages/cellar", "/shop-pages/cellar/shops/3", "/shop-pages/cellar/shops/3/products/42"];

describe("renders of different languages at once", () => {
  it("renders 200 pages at once, mixing Italian and English, each wholly in its own language", {
    timeout: 60_000,
  }, async () => {
    const framework = await loadFrameworkBuild(join(import.meta.dirname, "..", "dist", "framework"));
    if (!framework) throw new Error("build the storefront first: pnpm --filter @club/web build");
    const app = createWebApp({
      ...options(catalogPlatform() as never),
      framework,
      renderLimits: { perClient: 200, concurrency: 200, queue: 200 },
    });
    const pages = Array.from({ length: 200 }, (_, index) => {
      const language = index % 2 ? "it" : "en";
      return { language, path: `/${language}${PATHS[index % PATHS.length]}` } as const;
    });
    const rendered = await Promise.all(
      pages.map(async ({ language, path }) => {
        const response = await app.request(`http://shop.test${path}`);
        return { language, path, status: response.status, html: await response.text() };
      }),
    );
    const wrong = rendered.filter(({ language, status, html }) => {
      const other = language === "it" ? "en" : "it";
      return (
        status !== 200 ||
        !html.includes(`<html lang="${language}"`) ||
        !html.includes(WORDS[language]) ||
        html.includes(WORDS[other])
      );
    });
    expect(wrong.map(({ path, status }) => `${path} ${status}`)).toEqual([]);
  });
});
