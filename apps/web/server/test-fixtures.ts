/** The fixtures of the web server's unit tests: a built client and a fake platform. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TrustProxy } from "@club/server-kit";
import { vi } from "vitest";

export function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "club-web-app-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><title>Club</title>
<meta name="description" content="" />
<!--club-head--></head><body><div id="root"></div><!--club-bootstrap--></body></html>`,
  );
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log(1)");
  mkdirSync(join(dir, ".vite"));
  writeFileSync(
    join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_jsx.js"] },
      "_jsx.js": { file: "assets/jsx-1.js" },
      "_Button.js": { file: "assets/Button-1.js", imports: ["_jsx.js"] },
      "../../packages/storefront/src/screens/home/HomeScreen.tsx": {
        file: "assets/HomeScreen-1.js",
        imports: ["_Button.js", "index.html"],
      },
      "../../packages/storefront/src/locales/it/areas/core.ts": { file: "assets/core-it1.js" },
      "../../packages/storefront/src/locales/en/areas/core.ts": { file: "assets/core-en1.js" },
    }),
  );
  return dir;
}

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
  clientDir: clientDir(),
  inlineTimeoutMs: 1000,
  platformTimeoutMs: 1000,
  production: false,
  clubHosts: ["shop.test", "localhost:*", "127.0.0.1:*"],
  trustProxy: false as TrustProxy,
  logLevel: "silent",
  fetch,
});
