import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLinkSearch } from "./link-search";
import { search } from "./routes/search";
import { shopPage } from "./routes/shop-page";
import { renderedQuery } from "./screens-of";

function Links() {
  return <a href={`/en/shop-pages/cantina${useLinkSearch()}`}>shop</a>;
}

// Routes as the app's route modules give them: each screen is its route's `handle`.
const at = (address: string) => (
  <RouterProvider
    router={createMemoryRouter(
      [
        { path: "/:lang/search", handle: search, Component: Links },
        { path: "/:lang/*", Component: Links },
      ],
      { initialEntries: [address] },
    )}
  />
);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the query a page's links carry", () => {
  it("is, on the server, only what the screens read and the persisted variables, in the address's order", () => {
    expect(renderedQuery("?u=1&sort=price&_token=t&q=rosso", [search])).toBe("?sort=price&_token=t&q=rosso");
    expect(renderedQuery("?utm_source=x&_token=t", [shopPage])).toBe("?_token=t");
    expect(renderedQuery("?utm_source=x", [])).toBe("");
    expect(renderToString(at("/en/?utm_source=mail&_token=t"))).toContain(
      'href="/en/shop-pages/cantina?_token=t"',
    );
    expect(renderToString(at("/en/search?u=1&q=rosso"))).toContain('href="/en/shop-pages/cantina?q=rosso"');
  });

  it("hydrates the server's links without a mismatch, then carries the whole address's query", async () => {
    const address = "/en/?utm_source=mail&_token=t";
    const container = document.createElement("div");
    container.innerHTML = renderToString(at(address));
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, at(address), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("a")?.getAttribute("href")).toBe(
      "/en/shop-pages/cantina?utm_source=mail&_token=t",
    );
  });
});
