import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  chooseOption,
  EACH_LANGUAGE_AND_SIZE_ONCE,
  expectAccessible,
  open,
  workerBrowser,
} from "./setup/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXT = {
  en: {
    menu: "Menu",
    search: "Search",
    box: "Search the shop",
    filters: "Filters",
    sortBy: "Sort by",
    byPrice: "Price, lowest first",
    magnum: /^1\.5 L/,
    nothing: "Nothing matches your search",
    clearFilters: "Clear filters",
    clearSearch: "Clear the search",
    other: /Italiano/,
    otherHeading: "Cerca",
  },
  it: {
    menu: "Menu",
    search: "Cerca",
    box: "Cerca nel negozio",
    filters: "Filtri",
    sortBy: "Ordina per",
    byPrice: "Prezzo crescente",
    magnum: /^1,5 L/,
    nothing: "Nessun prodotto corrisponde alla ricerca",
    clearFilters: "Togli i filtri",
    clearSearch: "Cancella la ricerca",
    other: /English/,
    otherHeading: "Search",
  },
} as const;

const results = (page: Page) => page.getByRole("region", { name: /Results|Risultati/ });
const resultNames = (page: Page) => results(page).getByRole("heading", { level: 3 }).allTextContents();

/** The page is no wider than the viewport: nothing of the search screen sticks out sideways. */
async function fitsTheViewport(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe.each(EACH_LANGUAGE_AND_SIZE_ONCE)("search in %s on a %s", (language, viewport) => {
  it("from the menu or the top bar: typing finds a wine despite a typo, facets and sort go into the address, which survives a reload and a language switch; an empty result offers to clear", async () => {
    const text = TEXT[language];
    const { page, problems, context } = await open(browser, language, { viewport });
    await page.goto(`${baseUrl()}/${language}/`);
    if (viewport === "phone") {
      // The top bar's Search button (the drawer's link on a desktop).
      await page.getByRole("banner").getByRole("button", { name: text.search, exact: true }).click();
    } else {
      await page.getByRole("button", { name: text.menu }).click();
      await page.getByRole("dialog").getByRole("link", { name: text.search }).click();
    }
    await page.waitForURL(new RegExp(`/${language}/search$`));
    await page.getByRole("heading", { level: 1, name: text.search }).waitFor();

    // Results follow the typing; the address names the query once they have come.
    await page.getByRole("searchbox", { name: text.box }).fill("chanti");
    await page.waitForURL(/\?q=chanti$/);
    await expect.poll(() => resultNames(page)).toContain("Chianti Classico DOCG 2021");
    expect((await resultNames(page)).every((name) => /Chianti|Gran Selezione/.test(name))).toBe(true);
    await expectAccessible(page, "search results");
    await fitsTheViewport(page);

    // A facet and a sort, each in the address at once.
    if (viewport === "phone") await page.getByRole("button", { name: text.filters }).click();
    // Clicked, not `check()`ed: the box is ticked once the address has changed (a router transition), not at the click.
    await page.getByRole("checkbox", { name: text.magnum }).click();
    await page.waitForURL(/\?q=chanti&format=1\.5$/);
    await expect
      .poll(async () => (await resultNames(page)).every((name) => name.includes("Magnum")))
      .toBe(true);
    await chooseOption(page, text.sortBy, text.byPrice);
    await page.waitForURL(/\?q=chanti&format=1\.5&sort=price$/);
    await expectAccessible(page, "search filtered");
    await fitsTheViewport(page);
    const filtered = await resultNames(page);
    expect(filtered.length).toBeGreaterThan(0);

    // A reload (a shared link) shows the same list with the same choices.
    await page.reload();
    await expect.poll(() => resultNames(page)).toEqual(filtered);
    expect(await page.getByRole("searchbox", { name: text.box }).inputValue()).toBe("chanti");
    if (viewport === "phone") await page.getByRole("button", { name: text.filters }).click();
    expect(await page.getByRole("checkbox", { name: text.magnum }).isChecked()).toBe(true);

    // The other language keeps the address's filters.
    await page.getByRole("button", { name: text.other }).click();
    await page.waitForURL(/\/(en|it)\/search\?q=chanti&format=1\.5&sort=price$/);
    await page.getByRole("heading", { level: 1, name: text.otherHeading }).waitFor();
    await expect.poll(() => resultNames(page)).toEqual(filtered);
    await context.close();
    expect(problems).toEqual([]);
  });
});

// In English (on a desktop): the search above runs its empty result in both languages.
describe.each(["en"] as const)("an empty search in %s", (language) => {
  // One journey in steps (a context and a first page load fewer): the empty search, then a refused address.
  it("says nothing matches, clears the filters, then the search; a refused address (an unknown grape with characters no search takes) offers to clear the filters", async () => {
    const text = TEXT[language];
    const { page, problems, context } = await open(browser, language);
    await page.goto(`${baseUrl()}/${language}/search?q=zzqxv&type=red`);
    await page.getByRole("heading", { name: text.nothing }).waitFor();
    await expectAccessible(page, "search empty");
    await page.getByRole("button", { name: text.clearFilters }).click();
    await page.waitForURL(/\/search\?q=zzqxv$/);
    await page.getByRole("heading", { name: text.nothing }).waitFor();
    await results(page).getByRole("button", { name: text.clearSearch }).click();
    await page.waitForURL(/\/search$/);
    await expect.poll(async () => (await resultNames(page)).length).toBeGreaterThan(3);
    expect(problems).toEqual([]);

    // A refused address: the filters can be cleared.
    await page.goto(`${baseUrl()}/${language}/search?grape=${encodeURIComponent("<script>")}`);
    await page.getByRole("button", { name: text.clearFilters }).click();
    await page.waitForURL(/\/search$/);
    await expect.poll(async () => (await resultNames(page)).length).toBeGreaterThan(3);
    await context.close();
  });
});
