import { act, waitFor } from "@testing-library/react";
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customComponentBlock } from "../content/custom-block";
import { scriptJson } from "../seo/script-json";
import { club, config, item, shopPage } from "../seo/seo.fixtures";
import { emptyCart } from "../test/empty-cart";
import { mountInTest } from "../test/mount-in-test";
import { preparePage } from "./render";

// The custom blocks' code, held back when a test says so: a browser that has not fetched it yet.
const blockCode = vi.hoisted(() => ({ held: false, release: () => {} }));
vi.mock("../content/custom-block", async (importOriginal) => {
  const { customComponentBlock: block } = await importOriginal<typeof import("../content/custom-block")>();
  return {
    customComponentBlock: {
      loaded: () => (blockCode.held ? undefined : block.loaded()),
      preload: () =>
        blockCode.held
          ? new Promise((resolve) => {
              blockCode.release = () => {
                blockCode.held = false;
                resolve(block.preload());
              };
            })
          : block.preload(),
    },
  };
});

// Every product card's render, by the product's name: the grid renders again only the cards whose values changed.
const cardRenders = vi.hoisted(() => [] as string[]);
vi.mock("@club/ui", async (importOriginal) => {
  const ui = await importOriginal<typeof import("@club/ui")>();
  const ProductCard = (props: Parameters<typeof ui.ProductCard>[0]) => {
    cardRenders.push(String(props.name));
    return <ui.ProductCard {...props} />;
  };
  return { ...ui, ProductCard };
});

// With a member price and members-only: the visitor's invitation and reason are in the markup both sides render.
const offered = { ...item, memberPrice: { amount: 1450, currency: "EUR" }, membersOnly: true };
const catalog = {
  ...shopPage,
  settings: {
    payment: { pickup: "enable" },
    shipping: { enabled: true, pickupEnabled: false },
    invoice: { enabled: false },
  },
  shops: [{ ...shopPage.shops[0], items: [offered] }],
};
const answers: Record<string, unknown> = {
  "/api/v2/config": {
    ...config,
    user: null,
    club: { id: "1", settings: { requiresInvitation: false } },
    botCheck: { provider: "none" },
    consent: { provider: "builtin", policyUrl: { it: "/it/p", en: "/en/p" } },
  },
  // The home shows a custom block: its code comes while the page hydrates (content/custom-block.ts).
  "/api/v2/club": { ...club, home: { ...club.home, componentIds: ["21"] } },
  "/api/v2/custom-components/21": {
    id: "21",
    kind: "html",
    title: "Our story",
    html: '<p>Since 1921, <a href="/en/pages/story">the cellar</a>.</p>',
    css: "p { margin: 0 }",
  },
  "/api/v2/theme": { palette: { primary: { main: "#7b1e3a" } } },
  "/api/v2/shop-pages/7": catalog,
  "/api/v2/shop-pages/7/shops/3/shop-items/42": { ...offered, related: [] },
  "/api/v2/shop-pages/7/cart/data": emptyCart("7"),
  // A shop page of two plain wines, one of them in the visitor's cart.
  "/api/v2/shop-pages/8": {
    ...catalog,
    id: "8",
    shops: [
      {
        ...shopPage.shops[0],
        items: [
          { ...item, id: "43", title: "Rosso di Toscana" },
          { ...item, id: "44", title: "Vin Santo" },
        ],
      },
    ],
  },
  "/api/v2/shop-pages/8/cart/data": {
    ...emptyCart("8"),
    lines: [
      {
        shopItemId: "43",
        shopId: "3",
        title: "Rosso di Toscana",
        productType: "wine",
        format: 0.75,
        weight: null,
        unitPrice: item.price,
        quantity: 2,
        lineTotal: { amount: 3300, currency: "EUR" },
        stock: 12,
        available: true,
      },
    ],
    itemCount: 2,
  },
};
const platform = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const path = new URL(request.url).pathname;
  if (path === "/api/v2/style") return new Response("", { headers: { "Content-Type": "text/css" } });
  const body = answers[path];
  return body ? Response.json(body) : Response.json({ code: "NOT_FOUND" }, { status: 404 });
});

/**
 * Server and browser share this test's process: the router's contexts as one renderer left them (neither resets
 * them after its render) must not tell the other's router it is inside another, as two processes never would.
 */
const routerContexts = [UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext] as unknown as {
  _currentValue: unknown;
}[];
const pristine = routerContexts.map((context) => context._currentValue);
function asIfAnotherProcess() {
  routerContexts.forEach((context, index) => {
    context._currentValue = pristine[index];
  });
}

async function serverPage(pathname: string) {
  asIfAnotherProcess();
  const prepared = await preparePage({
    pathname,
    search: "",
    language: "en",
    bootstrap: { appToken: "demo", language: "en" },
    apiOrigin: "http://platform.test",
    host: "shop.test",
    fetch: platform as typeof fetch,
  });
  if (!prepared) throw new Error(`${pathname} is not server-rendered`);
  const html = await new Response(await prepared.render({ waitForAll: true })).text();
  return { html, state: prepared.state };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

/**
 * The server's page for `pathname` in the document, hydrated by the storefront as a returning visitor (the age
 * answered), signed in with `token` if given, on a history entry carrying `historyState`. Reports the browser's
 * reads and the console's errors other than the one a shared process causes.
 */
async function hydrateServerPage(
  pathname: string,
  { token = null, historyState = null }: { token?: string | null; historyState?: unknown } = {},
) {
  const { html, state } = await serverPage(pathname);
  globalThis.history.replaceState(historyState, "", pathname);
  if (token) localStorage.setItem("club.token", token);
  else localStorage.removeItem("club.token");
  // The age question opens over the page once hydration ends (age/AgeCheck.test.tsx, e2e age-check): answered
  // here, as by a returning visitor, so that what is measured is the hydration alone.
  localStorage.setItem("club.age", "confirmed");
  const browserReads: string[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    browserReads.push(new URL(request.url).pathname);
    return platform(request);
  });
  const errors = vi.spyOn(console, "error");
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="club-state">${scriptJson(state)}</script>`;
  const root = document.getElementById("root") as HTMLElement;
  const serverMarkup = root.innerHTML;
  asIfAnotherProcess();
  await mountInTest(root, { appToken: "demo", language: "en", apiBaseUrl: "http://platform.test" });
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe("true"));
  // Server and browser share this test's process: React warns that both touched the same providers, which two
  // processes never do. Anything else (a mismatch above all) fails the tests.
  const sameProcess = /multiple renderers concurrently rendering the same context provider/;
  const mismatches = () => errors.mock.calls.filter(([message]) => !sameProcess.test(String(message)));
  return { html, root, serverMarkup, browserReads, mismatches };
}

describe.each([
  ["a visitor", null],
  ["a signed-in member", "member-token"],
])("hydrating the server's markup for %s", (_who, token) => {
  it.each(["/en/shop-pages/7", "/en/shop-pages/7/shops/3/products/42", "/en/"])(
    "%s hydrates without a mismatch and asks the platform nothing it answered",
    async (pathname) => {
      const { html, root, serverMarkup, browserReads, mismatches } = await hydrateServerPage(pathname, {
        token,
      });
      // The whole page in place: no part of it streamed apart, to be revealed by a script (the CSP allows none).
      expect(html).not.toContain("<template");
      if (pathname === "/en/") {
        expect(serverMarkup).toContain("Our story");
        // Its CSS is in the markup, scoped to it: styled from the first paint, before its code has come.
        expect(serverMarkup).toContain(
          '<style data-component-style="">@scope ([data-component-id="21"]) {\np { margin: 0 }\n}</style>',
        );
        // The custom block hydrates once its code is there, over the same markup.
        await customComponentBlock.preload();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(root.querySelector('a[href="/en/pages/story"]')?.textContent).toBe("the cellar");
      }
      expect(mismatches()).toEqual([]);
      expect(serverMarkup).toContain(pathname === "/en/" ? "Cellar" : item.title);
      // The document keeps the title the server's head gave the address.
      if (pathname.includes("/products/")) await waitFor(() => expect(document.title).toContain(item.title));
      else if (pathname !== "/en/") await waitFor(() => expect(document.title).toContain("Cellar"));
      // The first screen's reads were in the page: only personal data (the cart, a member's own view) is asked.
      const answered = [
        "/api/v2/shop-pages/7",
        "/api/v2/shop-pages/7/shops/3/shop-items/42",
        "/api/v2/theme",
        "/api/v2/custom-components/21",
      ];
      expect(browserReads.filter((path) => answered.includes(path))).toEqual([]);
      if (!token) expect(browserReads.filter((path) => path === "/api/v2/club")).toEqual([]);
    },
  );
});

describe("the home's custom blocks", () => {
  it("keep the server's markup while their code loads after hydration, then hydrate over it", async () => {
    const { html, state } = await serverPage("/en/");
    globalThis.history.replaceState(null, "", "/en/");
    localStorage.removeItem("club.token");
    localStorage.setItem("club.age", "confirmed");
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => platform(input, init));
    const errors = vi.spyOn(console, "error");
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="club-state">${scriptJson(state)}</script>`;
    const root = document.getElementById("root") as HTMLElement;
    const block = () => root.querySelector('[data-component-id="21"]');
    blockCode.held = true;
    asIfAnotherProcess();
    await mountInTest(root, { appToken: "demo", language: "en", apiBaseUrl: "http://platform.test" });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe("true"));
    // Hydrated, and re-rendered since (the hydration's end): the block is still the server's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const serverBlock = block();
    expect(serverBlock?.textContent).toContain("Our story");
    blockCode.release();
    await waitFor(() => expect(block()).not.toBe(serverBlock));
    expect(block()?.querySelector('a[href="/en/pages/story"]')?.textContent).toBe("the cellar");
    const sameProcess = /multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.filter(([message]) => !sameProcess.test(String(message)))).toEqual([]);
  });
});

describe("a product's view", () => {
  const heading = (root: HTMLElement) => root.querySelector("h1")?.textContent;
  const dialog = () => document.querySelector('[role="dialog"]');

  it("is a page of its own on arrival: the server renders it whole, under its shop's breadcrumb, without the grid", async () => {
    const { root, serverMarkup, mismatches } = await hydrateServerPage(
      "/en/shop-pages/7/shops/3/products/42",
    );
    expect(serverMarkup).toContain(`<h1 id="product-title"`);
    expect(heading(root)).toBe(item.title);
    expect(
      root.querySelector('nav[aria-label="Breadcrumb"] a[href="/en/shop-pages/7/shops/3"]')?.textContent,
    ).toBe("Reds");
    // Its picture is the page's largest paint, fetched first.
    expect(serverMarkup).toMatch(/<img[^>]*fetchpriority="high"/);
    // No grid: neither the shop's header nor a card linking to the product.
    expect(serverMarkup).not.toContain("The reds of the estate.");
    expect(root.querySelector('a[href="/en/shop-pages/7/shops/3/products/42"]')).toBeNull();
    expect(dialog()).toBeNull();
    expect(mismatches()).toEqual([]);
  });

  it("is still the page after a reload of an entry opened over the shop (history state the server never saw)", async () => {
    const { root, mismatches } = await hydrateServerPage("/en/shop-pages/7/shops/3/products/42", {
      historyState: { usr: { overShop: true }, key: "opened", idx: 1 },
    });
    expect(heading(root)).toBe(item.title);
    expect(dialog()).toBeNull();
    expect(mismatches()).toEqual([]);
  });

  it("opens as a dialog over the grid from the grid, and closing it goes back to the grid", async () => {
    const { root } = await hydrateServerPage("/en/shop-pages/7/shops/3");
    const link = root.querySelector<HTMLAnchorElement>('a[href="/en/shop-pages/7/shops/3/products/42"]');
    await act(async () => link?.click());
    await waitFor(() => expect(dialog()?.textContent ?? "").toContain(item.title));
    // The grid stays behind it; the page's heading is still the shop's.
    expect(heading(root)).toBe("Reds");
    const close = dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]');
    await act(async () => close?.click());
    await waitFor(() => expect(dialog()).toBeNull());
    expect(globalThis.location.pathname).toBe("/en/shop-pages/7/shops/3");
  });
});

describe("a shop page's grid after hydration", () => {
  it("renders again only the card whose quantity the cart's answer changed", async () => {
    cardRenders.length = 0;
    const { root, mismatches } = await hydrateServerPage("/en/shop-pages/8");
    await waitFor(() =>
      expect(root.querySelector('[aria-label="Quantity of Rosso di Toscana"]')).not.toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mismatches()).toEqual([]);
    const renders = (name: string) => cardRenders.filter((rendered) => rendered === name).length;
    // Server, hydration, the cart's answer: the wine in the cart.
    expect(renders("Rosso di Toscana")).toBe(3);
    // Server and hydration only: neither the hydration's end nor the cart's answer renders it again.
    expect(renders("Vin Santo")).toBe(2);
  });
});
