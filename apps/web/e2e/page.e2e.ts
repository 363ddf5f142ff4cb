import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { frantoioUrl } from "./setup/account";
import { baseUrl, open, workerBrowser } from "./setup/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe("every page", () => {
  it("names its club's logo as the icon (served per host, also as /favicon.ico) and logs no error, not even a 404", async () => {
    const { page, context } = await open(browser, "en");
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    for (const [origin, logo] of [
      [baseUrl(), "/media/logo-castelvecchio.svg"],
      [frantoioUrl(), "/media/logo-frantoio.svg"],
    ] as const) {
      for (const path of ["/en/", "/it/", "/en/login"]) {
        await page.goto(`${origin}${path}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe(logo);
      }
      const icon = await page.request.get(`${origin}/favicon.ico`);
      expect(icon.status()).toBe(200);
      expect(new URL(icon.url()).pathname).toBe(logo);
      expect(icon.headers()["content-type"]).toMatch(/^image\//);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
