/** The fixtures of the web server's unit tests: the built storefront and a fake platform. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { TrustProxy } from "@club/server-kit";
import { vi } from "vitest";
import { loadFrameworkBuild } from "./framework-pages";

/** The storefront's React Router build (run `pnpm --filter @club/web build` first), loaded once for every test. */
const framework = await loadFrameworkBuild(join(import.meta.dirname, "..", "dist", "framework"));
if (!framework) throw new Error("the storefront is not built: run `pnpm --filter @club/web build` first");
export const frameworkBuild = framework;

/** A script of the build, with the brotli and gzip copies the build wrote beside it. */
export const builtScript = readdirSync(join(framework.clientDir, "assets")).find(
  (name) =>
    name.endsWith(".js") &&
    existsSync(join(framework.clientDir, "assets", `${name}.br`)) &&
    existsSync(join(framework.clientDir, "assets", `${name}.gz`)),
)!;

const platformAnswers: Record<string, unknown> = {
  "/api/v2/config": {
    user: null,
    company: { name: "Tenuta" },
    logo: { url: "/media/logo.svg", alt: "Tenuta" },
    club: { id: "c", settings: { requiresInvitation: false } },
    languages: ["it", "en"],
    defaultLanguage: "en",
    payments: { provider: "stripe", publishableKey: "pk_test" },
    botCheck: { provider: "none" },
    consent: { provider: "builtin", policyUrl: { it: "/it/p", en: "/en/p" } },
  },
  "/api/v2/theme": { palette: { primary: { main: "#7b1e3a" } } },
  "/api/v2/club": {
    id: "c",
    title: "Club",
    description: "Wines",
    shopPages: [
      {
        id: "7",
        slug: "cellar",
        title: "Cellar",
        shops: [{ id: "3", title: "Reds", updatedAt: "2026-11-18T09:00:00.000Z" }],
        updatedAt: "2026-11-19T09:00:00.000Z",
      },
    ],
    pages: [{ id: "9", name: "about", title: "About us", updatedAt: "2026-10-02T00:00:00.000Z" }],
    hasFidelityPrograms: true,
    updatedAt: "2026-11-20T09:00:00.000Z",
    fidelityProgramsUpdatedAt: "2026-09-01T00:00:00.000Z",
    home: { headline: "", intro: "", hero: { url: "/media/hero.svg", alt: "" }, componentIds: [] },
  },
  "/api/v2/club/meta": {
    title: "Tenuta · Club",
    description: "Wines",
    company: "Tenuta",
    languages: ["it", "en"],
  },
};

export function fakePlatform(up = true) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!up) throw new TypeError("fetch failed");
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === "/api/v2/style")
      return new Response(".club-hero{color:red}", { headers: { "Content-Type": "text/css" } });
    if (url.pathname === "/health") return Response.json({ status: "ok" });
    const body = platformAnswers[url.pathname];
    if (body) return Response.json(body);
    return Response.json(
      {
        echo: url.pathname + url.search,
        method: request.method,
        encoding: request.headers.get("accept-encoding"),
        requestId: request.headers.get("x-request-id"),
        forwarded: {
          for: request.headers.get("x-forwarded-for"),
          host: request.headers.get("x-forwarded-host"),
          proto: request.headers.get("x-forwarded-proto"),
        },
      },
      { status: 201 },
    );
  });
}

export const options = (fetch: typeof globalThis.fetch) => ({
  port: 0,
  host: "127.0.0.1",
  apiOrigin: "http://platform.test",
  appToken: "demo",
  framework,
  inlineTimeoutMs: 1000,
  platformTimeoutMs: 1000,
  production: false,
  clubHosts: ["shop.test", "localhost:*", "127.0.0.1:*"],
  trustProxy: false as TrustProxy,
  logLevel: "silent",
  fetch,
});
