import { describe, expect, it, vi } from "vitest";
import { storefrontQueries } from "../api/queries";
import { club, config, context, meta } from "../seo/seo.fixtures";
import { emptyCart } from "../test/empty-cart";
import { headRuntime } from "../test/test-runtime";
import { applyRouteHead, followRouteHead } from "./apply-head";
import { matchAddress } from "./match-address";
import { createRoutes } from "./routes";

const OWNED =
  'link[rel="canonical"],link[rel="alternate"],meta[property^="og:"],script[type="application/ld+json"]';

describe("applyRouteHead", () => {
  it("keeps the tags the server's page carries when they are the address's, and replaces them when not", () => {
    // What the browser's first apply writes, as the server's page has it.
    const written = document.implementation.createHTMLDocument();
    applyRouteHead(written, null, context(), () => null);
    const served = document.implementation.createHTMLDocument();
    served.head.innerHTML = written.head.innerHTML;
    const before = [...served.head.querySelectorAll(OWNED)];
    expect(before.length).toBeGreaterThan(0);

    applyRouteHead(served, null, context(), () => null);
    expect([...served.head.querySelectorAll(OWNED)]).toEqual(before);
    expect(before.every((element) => element.isConnected)).toBe(true);

    applyRouteHead(served, null, context({ pathname: "/en/pages/story" }), () => null);
    expect(before.some((element) => element.isConnected)).toBe(false);
    expect(served.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("followRouteHead", () => {
  it("makes the head again when a read it was made from answers, not when another does (the cart's)", () => {
    const runtime = headRuntime(meta);
    const queries = storefrontQueries(runtime);
    runtime.queryClient.setQueryData(queries.config("en").queryKey, config);
    const stop = followRouteHead(runtime, queries, matchAddress(createRoutes(runtime), "/en/"), {
      pathname: "/en/",
      search: "",
    });
    const reads = vi.spyOn(runtime.queryClient, "getQueryData");
    runtime.queryClient.setQueryData(queries.cart("en", "7").queryKey, emptyCart("7"));
    expect(reads).not.toHaveBeenCalled();
    runtime.queryClient.setQueryData(queries.club("en").queryKey, club);
    expect(reads).toHaveBeenCalled();
    expect(document.title).toBe("Fattoria Rossi · Cantina Aperta");
    stop();
  });
});
