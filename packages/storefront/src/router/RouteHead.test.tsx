import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Outlet, Route, type RouteObject, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { storefrontQueries } from "../api/queries";
import { StorefrontRuntimeProvider } from "../app/context";
import { club, config, item, meta, shopPage } from "../seo/seo.fixtures";
import { headRuntime } from "../test/test-runtime";
import { RouteHead } from "./RouteHead";
import { createRoutes } from "./routes";

function Page({ routes }: { routes: RouteObject[] }) {
  return (
    <>
      <RouteHead routes={routes} />
      <Link to="/en/shop-pages/7">shop page</Link>
      <Link to="/en/shop-pages/7/shops/3/products/42">product</Link>
      <Link to="/en/profile">profile</Link>
      <Outlet />
    </>
  );
}

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute("content"),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
  ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute("content"),
  ogType: document.head.querySelector('meta[property="og:type"]')?.getAttribute("content"),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute("content"),
  jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"],
  ),
});

describe("the document head on client navigation", () => {
  it("follows the route's head: language, title, description, canonical, previews and JSON-LD", async () => {
    const runtime = headRuntime(meta);
    const queries = storefrontQueries(runtime);
    // What the routes' preloads put in the cache before each screen shows.
    runtime.queryClient.setQueryData(queries.config("en").queryKey, config);
    runtime.queryClient.setQueryData(queries.club("en").queryKey, club);
    runtime.queryClient.setQueryData(queries.shopPage("en", "7").queryKey, shopPage);
    runtime.queryClient.setQueryData(queries.shopItem("en", "7", "3", "42").queryKey, item);
    await act(async () => {
      render(
        <StorefrontRuntimeProvider runtime={runtime}>
          <QueryClientProvider client={runtime.queryClient}>
            <MemoryRouter initialEntries={["/en/"]}>
              <Routes>
                {/* The storefront's routes as the manifest makes them (the screens themselves are not rendered here). */}
                <Route path="/:lang" element={<Page routes={createRoutes(runtime)} />}>
                  <Route index element={null} />
                  <Route path="*" element={null} />
                </Route>
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </StorefrontRuntimeProvider>,
      );
    });
    const origin = window.location.origin;
    await waitFor(() => expect(head().jsonLd).toEqual(["Organization"]));
    expect(head()).toMatchObject({ title: "Fattoria Rossi · Cantina Aperta", canonical: `${origin}/en/` });
    expect(document.documentElement.lang).toBe("en");

    await userEvent.click(screen.getByText("shop page"));
    await waitFor(() => expect(head().title).toBe("Cellar – Fattoria Rossi · Cantina Aperta"));
    expect(head()).toEqual({
      title: "Cellar – Fattoria Rossi · Cantina Aperta",
      description: shopPage.description,
      canonical: `${origin}/en/shop-pages/7`,
      ogTitle: "Cellar – Fattoria Rossi · Cantina Aperta",
      ogType: "website",
      robots: undefined,
      jsonLd: ["BreadcrumbList"],
    });

    await userEvent.click(screen.getByText("product"));
    await waitFor(() => expect(head().ogType).toBe("product"));
    expect(head()).toMatchObject({
      title: `${item.title} – Fattoria Rossi · Cantina Aperta`,
      canonical: `${origin}/en/shop-pages/7/shops/3/products/42`,
      jsonLd: ["Product", "BreadcrumbList"],
    });
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      `${origin}/media/chianti.jpg`,
    );

    // One person's screen: out of search engines, no canonical, no structured data.
    await userEvent.click(screen.getByText("profile"));
    await waitFor(() => expect(head().robots).toBe("noindex, nofollow"));
    expect(head()).toMatchObject({
      title: "Fattoria Rossi · Cantina Aperta",
      canonical: undefined,
      jsonLd: [],
    });
  });
});
