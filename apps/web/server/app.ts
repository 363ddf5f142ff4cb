import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adapterSources, anyAdapterSources } from "@club/storefront/csp";
import {
  isLanguage,
  LANGUAGES,
  type Language,
  languageOfPath,
  loadingLabel,
} from "@club/storefront/first-paint";
import { LoadingScreen, resolveTheme, sanitizeCss, themeToCss } from "@club/ui";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { WebConfig } from "./config";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./csp";
import { renderHtml } from "./html";
import { createPlatformReader } from "./platform";
import { createPreloads } from "./preloads";

/** Paths the platform serves that the browser reaches through this server. */
export const PROXIED_PREFIXES = ["/api/", "/media/", "/sandbox-pay/"];
/**
 * The sandbox's bank authentication page, which checkout shows in an iframe of its own pages: it may be framed by
 * this origin (every other answer refuses any framing).
 */
export const SAME_ORIGIN_FRAMEABLE = "/sandbox-pay/v1/challenges/";
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "accept-encoding"];

export interface WebAppOptions extends WebConfig {
  fetch?: typeof fetch;
}

/** The production server: /api proxy, hashed assets with a long cache, the SPA with the club's data inlined. */
export function createWebApp(options: WebAppOptions): Hono {
  const template = readFileSync(join(options.clientDir, "index.html"), "utf8");
  const preloads = createPreloads(options.clientDir);
  const loadingScreens = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      renderToStaticMarkup(createElement(LoadingScreen, { label: loadingLabel(language) })),
    ]),
  ) as Record<Language, string>;
  const upstream = options.fetch ?? globalThis.fetch;
  const platform = createPlatformReader({
    apiOrigin: options.apiOrigin,
    appToken: options.appToken,
    timeoutMs: options.inlineTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    // A fresh Response: the headers of one built by a handler (e.g. a file stream) may be read-only.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (c.req.path.startsWith(SAME_ORIGIN_FRAMEABLE)) c.res.headers.set("X-Frame-Options", "SAMEORIGIN");
    if (c.req.header("x-forwarded-proto") === "https")
      c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
  app.use(compress());

  app.get("/healthz", (c) => c.json({ ok: true }));

  for (const prefix of PROXIED_PREFIXES) app.all(`${prefix}*`, (c) => forward(c));

  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 304) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    }
  });
  app.use("/assets/*", serveStatic({ root: options.clientDir }));
  app.get("/assets/*", (c) => c.text("Not Found", 404));
  app.use(
    "*",
    serveStatic({
      root: options.clientDir,
      rewriteRequestPath: (path) => (path === "/" || path.endsWith(".html") ? "/__none__" : path),
    }),
  );

  app.get("*", async (c) => page(c));
  return app;

  async function forward(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    const client = c.env?.incoming?.socket?.remoteAddress as string | undefined;
    if (client)
      headers.set("X-Forwarded-For", [headers.get("x-forwarded-for"), client].filter(Boolean).join(", "));
    headers.set("X-Forwarded-Host", url.host);
    headers.set("X-Forwarded-Proto", url.protocol.replace(":", ""));
    const method = c.req.method;
    const init: RequestInit & { duplex?: "half" } = { method, headers, redirect: "manual" };
    if (method !== "GET" && method !== "HEAD") {
      init.body = c.req.raw.body;
      init.duplex = "half";
    }
    let response: Response;
    try {
      response = await upstream(`${options.apiOrigin}${url.pathname}${url.search}`, init);
    } catch {
      return c.json({ code: "PLATFORM_UNAVAILABLE", message: "The club platform cannot be reached" }, 502);
    }
    const out = new Headers(response.headers);
    out.delete("content-encoding");
    out.delete("content-length");
    out.delete("transfer-encoding");
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  }

  async function page(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const language = languageOfPath(url.pathname);
    const known = url.pathname === "/" || isLanguage(url.pathname.split("/")[1]);
    const host = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? url.host;
    const nonce = randomBytes(16).toString("base64");
    const snapshot = await platform.read(host, language);
    const { config, theme, style, club, meta } = snapshot;
    const hero = club?.home.hero?.url;
    const isHome = new RegExp(`^/${language}/?$`).test(url.pathname);
    const html = renderHtml(template, {
      language,
      title: meta?.title ?? club?.title ?? "",
      description: meta?.description ?? club?.description ?? "",
      nonce,
      bootstrap: {
        appToken: options.appToken,
        nonce,
        language,
        ...(config ? { config } : {}),
        ...(theme ? { theme } : {}),
        ...(style !== null ? { style } : {}),
        ...(club ? { club } : {}),
      },
      ...(theme || config ? { themeCss: themeToCss(resolveTheme(theme ?? undefined)) } : {}),
      ...(style ? { clubCss: sanitizeCss(style) } : {}),
      ...(isHome && hero ? { preloadImages: [hero] } : {}),
      modulePreloads: known ? preloads.forPage(url.pathname, language) : [],
      // The first paint, before the script has run: the kit's loading screen, in the club's theme (spec §1).
      rootHtml: loadingScreens[language],
    });
    // Without this read's configuration the app fetches it itself: its adapters must still be allowed.
    const adapterConfig = config ?? platform.lastConfig(host);
    const sources = adapterConfig ? adapterSources(adapterConfig) : anyAdapterSources();
    return c.html(html, known ? 200 : 404, {
      "Content-Security-Policy": contentSecurityPolicy(nonce, sources),
      "Cache-Control": "no-store",
    });
  }
}
