import { ToastProvider } from "@club/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render-screen";
import { SearchScreen } from "./SearchScreen";
import { PAGE_SIZE } from "./search-params";

const TOTAL = 130; // three pages of 48

/** A platform with TOTAL wines: answers the asked page of them, and records what was asked. */
function platform() {
  const asked: URLSearchParams[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname !== "/api/v2/search") return Response.json({}, { status: 404 });
    asked.push(url.searchParams);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Number(url.searchParams.get("limit"));
    const count = Math.max(0, Math.min(limit, TOTAL - offset));
    const items = Array.from({ length: count }, (_, n) => {
      const index = offset + n + 1;
      return {
        id: `wine-${index}`,
        shopId: "cantina-rossi",
        productId: `wine-${index}`,
        shopPageId: "cantina",
        title: `Wine ${index}`,
        productType: "wine",
        format: 0.75,
        weight: null,
        price: { amount: 1500, currency: "EUR" },
        stock: 10,
        available: true,
        images: [],
      };
    });
    return Response.json({
      total: TOTAL,
      items,
      facets: { type: [], grape: [], region: [], vintage: [], format: [], price: [] },
    });
  };
  return { asked, fetch };
}

// The result cards' "add to cart" toasts need the provider the language root gives them.
function Screen() {
  return (
    <ToastProvider>
      <SearchScreen />
    </ToastProvider>
  );
}

const render = (path: string, language: "en" | "it", fetch: (request: Request) => Promise<Response>) =>
  renderScreen({ Screen, pattern: "/:lang/search", path, language, fetch });

// jsdom lays nothing out: scrolling is recorded, not done.
const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});

describe("the search's pages", () => {
  it("offers numbered pages past 48 results; a page is a link to its address, asks its offset and says which results it shows", async () => {
    const { asked, fetch } = platform();
    const { router } = await render("/en/search?q=rosso", "en", fetch);
    expect(await screen.findByText("1–48 of 130 results (page 1 of 3)")).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Pages of results" });
    expect(within(pages).getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(within(pages).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
      "/en/search?q=rosso&page=3",
    );
    expect(within(pages).queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(asked.at(-1)?.get("offset")).toBeNull();

    await userEvent.setup().click(within(pages).getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("49–96 of 130 results (page 2 of 3)")).toBeTruthy();
    expect(router.state.location.search).toBe("?q=rosso&page=2");
    expect(asked.at(-1)?.get("offset")).toBe(String(PAGE_SIZE));
    expect(asked.at(-1)?.get("limit")).toBe(String(PAGE_SIZE));
    expect(screen.getByRole("heading", { name: "Wine 49" })).toBeTruthy();
    // Focus goes to the top of the new results, not left on a link that moved, and the list scrolls there.
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Results" }));
  });

  it("opens a shared page's address on that page; a new query starts again from the first", async () => {
    const { asked, fetch } = platform();
    const { router } = await render("/it/search?q=rosso&page=3", "it", fetch);
    expect(await screen.findByText("97–130 di 130 risultati (pagina 3 di 3)")).toBeTruthy();
    expect(asked.at(-1)?.get("offset")).toBe(String(2 * PAGE_SIZE));
    const pages = screen.getByRole("navigation", { name: "Pagine dei risultati" });
    expect(within(pages).queryByRole("link", { name: "Pagina successiva" })).toBeNull();
    expect(within(pages).getByRole("link", { name: "Pagina precedente" })).toBeTruthy();

    const box = screen.getByRole("searchbox", { name: "Cerca nel negozio" });
    await userEvent.setup().type(box, " fermo");
    await waitFor(() => expect(router.state.location.search).toBe("?q=rosso+fermo"));
    expect(asked.at(-1)?.get("offset")).toBeNull();
  });

  it("says so when a shared page is past the last one, and goes back to the first", async () => {
    const { fetch } = platform();
    const { router } = await render("/en/search?q=rosso&page=9", "en", fetch);
    expect(await screen.findByText("This page of results is past the last one")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Go to the first page" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=rosso"));
    expect(await screen.findByText("1–48 of 130 results (page 1 of 3)")).toBeTruthy();
  });
});
