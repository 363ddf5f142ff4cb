import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouterLink, type RouterLinkProps } from "./RouterLink";

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>
      <p data-testid="how">{useNavigationType()}</p>
    </>
  );
}

function renderLink(props: RouterLinkProps, at = "/en/shop?page=2") {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <RouterLink {...props}>go</RouterLink>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole("link", { name: "go" });
}

const where = () => screen.getByTestId("where").textContent;

describe("RouterLink", () => {
  it("renders the address as its href and follows a plain click without a page load", () => {
    const link = renderLink({ to: "/it/shop-pages/cantina" });
    expect(link.getAttribute("href")).toBe("/it/shop-pages/cantina");
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(where()).toBe("/it/shop-pages/cantina null");
  });

  it("resolves a partial address against where the visitor is (the search pages' links)", () => {
    const link = renderLink({ to: { search: "?page=3" } });
    expect(link.getAttribute("href")).toBe("/en/shop?page=3");
    fireEvent.click(link);
    expect(where()).toBe("/en/shop?page=3 null");
  });

  it("adds a history entry, or replaces the current one when told (a step the back button should skip)", () => {
    fireEvent.click(renderLink({ to: "/en/shop?page=3" }));
    expect(screen.getByTestId("how").textContent).toBe("PUSH");
    cleanup();
    fireEvent.click(renderLink({ to: "/en/shop?page=3", replace: true }));
    expect(where()).toBe("/en/shop?page=3 null");
    expect(screen.getByTestId("how").textContent).toBe("REPLACE");
  });

  it("carries the history entry's state (a product opened over its shop)", () => {
    const link = renderLink({
      to: "/en/products/chianti",
      state: { overShop: true },
      preventScrollReset: true,
    });
    fireEvent.click(link);
    expect(where()).toBe('/en/products/chianti {"overShop":true}');
    expect(link.hasAttribute("state")).toBe(false);
  });

  it("leaves a click with a modifier key, a middle click or another target to the browser", () => {
    const link = renderLink({ to: "/en/cart" });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
      act(() => link.dispatchEvent(event));
      expect(event.defaultPrevented).toBe(false);
    }
    expect(where()).toBe("/en/shop?page=2 null");
  });

  it("keeps out of a click in a new tab", () => {
    const link = renderLink({ to: "/en/cart", target: "_blank" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("calls the caller's onClick first, and stays out when it prevents the default", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const link = renderLink({ to: "/en/cart", onClick });
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe("/en/shop?page=2 null");
  });

  it.each(["https://example.com/terms", "//cdn.example.com/a.pdf", "mailto:shop@example.com", "tel:+39055"])(
    "renders %s as a plain link the router never follows",
    (to) => {
      const link = renderLink({ to });
      expect(link.getAttribute("href")).toBe(to);
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      act(() => link.dispatchEvent(event));
      expect(event.defaultPrevented).toBe(false);
      expect(where()).toBe("/en/shop?page=2 null");
    },
  );
});
