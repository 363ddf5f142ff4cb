import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLinkSearch } from "./link-search";
import { renderedQuery } from "./lookup";

function Links() {
  return <a href={`/en/shop-pages/cantina${useLinkSearch()}`}>shop</a>;
}

const at = (address: string) => (
  <MemoryRouter initialEntries={[address]}>
    <Links />
  </MemoryRouter>
);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the query a page's links carry", () => {
  it("is, on the server, only what the screens read and the persisted variables, in the address's order", () => {
    expect(renderedQuery("/en/search", "?u=1&sort=price&_token=t&q=rosso")).toBe(
      "?sort=price&_token=t&q=rosso",
    );
    expect(renderedQuery("/en/shop-pages/7", "?utm_source=x&_token=t")).toBe("?_token=t");
    expect(renderedQuery("/en/", "?utm_source=x")).toBe("");
    expect(renderToString(at("/en/?utm_source=mail&_token=t"))).toContain(
      'href="/en/shop-pages/cantina?_token=t"',
    );
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
