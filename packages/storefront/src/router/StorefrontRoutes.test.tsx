import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, Outlet, type RouteObject, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StorefrontRuntimeProvider } from "../app/context";
import { createRuntime } from "../app/runtime";
import { activateLanguage, i18n } from "../i18n/i18n";
import { memoryStore } from "../session/storage";
import { OVER_SHOP } from "./over-shop";
import { createRoutePreloader } from "./preload";
import { StorefrontRoutes } from "./StorefrontRoutes";

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <p data-testid="state">{JSON.stringify(state)}</p>
      <Link to="/en/shop-pages/cantina">shop page</Link>
      <Link to="/en/shop-pages/cantina/shops/rossi">shop</Link>
      <Link to="/en/shop-pages/cantina/shops/rossi/products/chianti" state={OVER_SHOP}>
        product over the shop
      </Link>
      <Link to="/en/shop-pages/cantina/shops/rossi/products/barolo">product page</Link>
      <Outlet />
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: "/:lang",
    element: <Outlet />,
    children: [
      { index: true, element: <Where /> },
      { path: "shop-pages/:shopPageId", element: <Where /> },
      {
        path: "shop-pages/:shopPageId/shops/:shopId",
        element: <Where />,
        children: [{ path: "products/:productId", element: <p>product</p> }],
      },
    ],
  },
];

async function renderAt(path: string) {
  await activateLanguage("en");
  const runtime = createRuntime({
    bootstrap: { appToken: "demo" },
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: (() => Promise.reject(new Error("no platform here"))) as never,
    currentPath: () => path,
  });
  runtime.persisted.capture(new URL(path, "http://shop.test").search);
  // Awaited: the first render suspends on the location's preload, which resolves outside a synchronous act().
  await act(async () => {
    render(
      <StorefrontRuntimeProvider runtime={runtime}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={runtime.queryClient}>
            <MemoryRouter initialEntries={[path]}>
              <StorefrontRoutes routes={routes} preload={createRoutePreloader(routes)} />
            </MemoryRouter>
          </QueryClientProvider>
        </I18nProvider>
      </StorefrontRuntimeProvider>,
    );
  });
  await screen.findByTestId("where");
  return runtime;
}

const where = () => screen.getByTestId("where").textContent;

describe("StorefrontRoutes' navigation effects", () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    vi.stubGlobal("scrollTo", scrollTo);
  });

  it("re-adds the first access's _token to an address that drops it (architecture §2)", async () => {
    await renderAt("/en/?_token=preview42");
    await act(async () => screen.getByText("shop page").click());
    expect(where()).toBe("/en/shop-pages/cantina?_token=preview42");
  });

  it("hands the router's navigation to the runtime (the 401 rule redirects through it)", async () => {
    const runtime = await renderAt("/en/");
    await act(async () => runtime.redirect("/en/shop-pages/cantina"));
    expect(where()).toBe("/en/shop-pages/cantina");
  });

  it("starts a new screen at the top, but opening or closing a product's dialog over its grid keeps the list where it was", async () => {
    await renderAt("/en/");
    await act(async () => screen.getByText("shop").click());
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByText("product over the shop").click());
    await screen.findByText("product");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByText("shop").click());
    expect(where()).toBe("/en/shop-pages/cantina/shops/rossi");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // A product's own page is a new screen.
    await act(async () => screen.getByText("product page").click());
    expect(where()).toBe("/en/shop-pages/cantina/shops/rossi/products/barolo");
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("keeps the entry's history state when it re-adds the _token (a product stays over its shop)", async () => {
    await renderAt("/en/shop-pages/cantina/shops/rossi?_token=preview42");
    await act(async () => screen.getByText("product over the shop").click());
    expect(where()).toBe("/en/shop-pages/cantina/shops/rossi/products/chianti?_token=preview42");
    expect(screen.getByTestId("state").textContent).toBe(JSON.stringify(OVER_SHOP));
  });
});
