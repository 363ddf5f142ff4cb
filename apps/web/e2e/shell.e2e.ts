import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  animationsDone,
  baseUrl,
  expectAccessible,
  open,
  pageIsLive,
  type Viewport,
  workerBrowser,
} from "./setup/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe.each(["en", "it"] as const)("shell in %s", (language) => {
  it("redirects / to /en/, applies the club's theme and style, and sets title, description and lang; opens the drawer with home, shop pages with their shops, custom pages and the visitor's links", async () => {
    const { page, problems, context } = await open(browser, language);
    if (language === "en") {
      await page.goto(`${baseUrl()}/`);
      await page.waitForURL(/\/en\/$/);
    } else {
      await page.goto(`${baseUrl()}/it/`);
    }
    const heading = language === "en" ? "The members' cellar" : "La cantina dei soci";
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.title()).toBe(
      language === "en" ? "Tenuta Castelvecchio · Members' Club" : "Tenuta Castelvecchio · Club dei Soci",
    );
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(
      /Chianti Classico/,
    );
    const theme = await page.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue("--club-primary").trim(),
      background: getComputedStyle(document.documentElement).getPropertyValue("--club-bg").trim(),
      clubStyle: Boolean(document.getElementById("club-style")?.textContent?.includes(".club-hero")),
    }));
    expect(theme).toEqual({ primary: "#7b1e3a", background: "#fbf8f3", clubStyle: true });
    // The welcome component's own CSS applies inside it (scoped), under the page's CSP.
    const welcome = page.locator('[data-component-id="castelvecchio-welcome"] .welcome-points');
    await expect.poll(() => welcome.evaluate((list) => getComputedStyle(list).listStyleType)).toBe("none");
    expect(await page.evaluate(() => getComputedStyle(document.body).listStyleType)).not.toBe("none");
    await expectAccessible(page, "home");
    expect(problems).toEqual([]);

    // The drawer, from the same home (a visitor's: nothing above changed it).
    await page.getByRole("button", { name: language === "en" ? "Menu" : "Menu" }).click();
    const nav = page.getByRole("navigation", { name: language === "en" ? "Main menu" : "Menu principale" });
    await expect.poll(() => nav.isVisible()).toBe(true);
    const links = await nav.getByRole("link").allTextContents();
    expect(links[0]).toBe("Home");
    expect(links).toContain(language === "en" ? "The Cellar" : "La Cantina");
    expect(links).toContain(language === "en" ? "Reds" : "Rossi");
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByRole("link", { name: language === "en" ? "Log in" : "Accedi" }).count()).toBe(1);
    expect(
      await dialog.getByRole("link", { name: language === "en" ? "Sign up" : "Registrati" }).count(),
    ).toBe(1);
    await expectAccessible(page, "drawer");
    await context.close();
  });
});

describe.each([
  ["en", "phone"],
  ["it", "desktop"],
] as const)("the drawer in %s on a %s", (language, viewport) => {
  it("keeps signing in on screen at the bottom edge while its links scroll", async () => {
    const { page, context } = await open(browser, language, { viewport: viewport as Viewport });
    await page.goto(`${baseUrl()}/${language}/`);
    await pageIsLive(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog");
    const logIn = dialog.getByRole("link", { name: language === "en" ? "Log in" : "Accedi" });
    await logIn.waitFor();
    await animationsDone(dialog);
    const placed = await logIn.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const scroller = link.closest("[role=dialog]")?.querySelector("nav")?.parentElement;
      return {
        inside: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= innerWidth,
        scrollerScrolls: scroller ? getComputedStyle(scroller).overflowY : null,
      };
    });
    expect(placed).toEqual({ inside: true, scrollerScrolls: "auto" });
    // The last link of the menu is reachable by scrolling its own column, above the user block.
    const last = dialog.getByRole("navigation").getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    const [lastBox, footerTop] = await Promise.all([
      last.boundingBox(),
      logIn.evaluate((link) => link.closest(".border-t")?.getBoundingClientRect().top ?? 0),
    ]);
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(footerTop + 1);
    await context.close();
  });
});

describe("navigation", () => {
  it("switching language keeps the path and the query", async () => {
    const { page, context } = await open(browser, "en");
    await page.goto(`${baseUrl()}/en/shop-pages/cantina?utm=mail`);
    await page.getByRole("heading", { level: 1, name: "The Cellar" }).waitFor();
    await page.getByRole("button", { name: /Italiano/ }).click();
    await page.waitForURL(/\/it\/shop-pages\/cantina\?utm=mail$/);
    await page.getByRole("heading", { level: 1, name: "La Cantina" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    await context.close();
  });

  it("keeps _token from the first access across navigation", async () => {
    const { page, context } = await open(browser, "en");
    const seen: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/v2/")) seen.push(request.url());
    });
    await page.goto(`${baseUrl()}/en/?_token=preview42`);
    // Live first: before hydration the link is a plain one (a whole page load, its reads answered by the server).
    await pageIsLive(page);
    await page.getByRole("link", { name: "The Cellar" }).first().click();
    await page.waitForURL(/\/en\/shop-pages\/cantina\?_token=preview42$/);
    await page.getByRole("heading", { level: 1, name: "The Cellar" }).waitFor();
    // An address without it (a plain link, a typed URL) gets _token back.
    await page.goto(`${baseUrl()}/en/shop-pages/dispensa`);
    await page.waitForURL(/\/en\/shop-pages\/dispensa\?_token=preview42$/);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((url) => new URL(url).searchParams.get("_token") === "preview42")).toBe(true);
    await context.close();
  });

  it("answers an unknown language or path with a real not-found page", async () => {
    const { page, context } = await open(browser, "en");
    const response = await page.goto(`${baseUrl()}/fr/shop-pages/cantina`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.goto(`${baseUrl()}/en/no-such-page`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await expectAccessible(page, "not found");
    await context.close();
  });
});
