import { type ForwardedRequest, type ShutdownState, sanitizeClubCss, trustedProxy } from "@club/server-kit";
import type { ClubBootstrap } from "@club/storefront";
import { adapterSources, anyAdapterSources, type CspSources } from "@club/storefront/csp";
import { LANGUAGES, type Language, languageOfPath } from "@club/storefront/first-paint";
import { isPersonal, renderedQuery } from "@club/storefront/routes";
import { robotsTxt, shopPageAddress } from "@club/storefront/seo";
import { resolveTheme, themeToCss } from "@club/ui";
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { isbot } from "isbot";
import { hostAllowed } from "./club-hosts";
import type { WebConfig } from "./config";
import { CONSENT_FRAME_PREFIX, consentFrame } from "./consent-frame";
import { contentSecurityPolicy, newNonce, SECURITY_HEADERS } from "./csp";
import { createFrameworkPages, type FrameworkBuild, serverBuildOf } from "./framework-pages";
import { createObservability, type Observability } from "./observability";
import { pageCache } from "./page-cache";
import { createPageRate } from "./page-rate";
import { pageRoutes } from "./page-routes";
import { type ClubSnapshot, createPlatformReader } from "./platform";
import { createRenderGate, RenderBusy, type RenderLimits } from "./render-gate";
import { routeTemplate } from "./route-template";
import { clubSitemap } from "./seo";

/** The club's logo (the configuration's, else the club's), its page icon. */
function logoOf({ config, club }: Pick<ClubSnapshot, "config" | "club">): string | null {
  return config?.logo?.url ?? club?.logo?.url ?? null;
}

/** Paths the platform serves that the browser reaches through this server. */
export const PROXIED_PREFIXES = ["/api/", "/media/", "/sandbox-pay/"];
/**
 * The sandbox's bank authentication page, which checkout shows in an iframe of its own pages: it may be framed by
 * this origin (every other answer refuses any framing).
 */
export const SAME_ORIGIN_FRAMEABLE = "/sandbox-pay/v1/challenges/";
/** The club style sheet (CSS text), sanitised on its way through the proxy. */
const STYLE_PATH = "/api/v2/style";
/**
 * Headers about one connection, never passed on in either direction (with any header `Connection` names, and every
 * `proxy-*`): `Expect: 100-continue` would make the platform's client refuse the request, and the platform's
 * `Connection: keep-alive` would override the browser's `Connection: close`.
 */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade", "expect"];
/** Paths answered whatever the Host: probes and scrapers name the server by its address, a CDN by its origin's. */
const ANY_HOST = /^\/(healthz|readyz|metrics)$|^\/assets\//;

/** The headers less the hop-by-hop ones. */
function withoutHopByHop(source: Headers): Headers {
  const headers = new Headers(source);
  const named = (source.get("connection") ?? "").split(",").map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named]) if (name) headers.delete(name);
  for (const name of [...headers.keys()]) if (name.startsWith("proxy-")) headers.delete(name);
  return headers;
}

// The shutdown timings are main's business (it runs the shutdown); the app only reads the shared state.
export interface WebAppOptions extends Omit<WebConfig, "shutdownDrainMs" | "shutdownTimeoutMs"> {
  fetch?: typeof fetch;
  /** Logs and metrics; made from `logLevel` (to stdout) when not given. */
  observability?: Observability;
  /** Set to draining by the graceful shutdown: `/readyz` then answers 503 while requests in flight finish. */
  shutdown?: ShutdownState;
  /** The storefront's React Router build (`dist/framework`): it renders every page, and its assets are served. */
  framework: FrameworkBuild;
  /** How many pages are rendered at once, per client address and in all. */
  renderLimits?: RenderLimits;
}

/** What a page inlines from one read of the club, worked out once per read. */
interface SnapshotDerived {
  style: string | null;
  themeCss: string | null;
  sources: CspSources;
}

type Env = { Bindings: Partial<HttpBindings>; Variables: { requestId: string; nonce?: string } };

/** The production server: /api proxy, hashed assets with a long cache, the storefront's pages rendered per request. */
export function createWebApp(options: WebAppOptions): Hono<Env> {
  const renderPage = createFrameworkPages(options.framework);
  const clientDir = options.framework.clientDir;
  const routes = async () => pageRoutes(await serverBuildOf(options.framework));
  const upstream = options.fetch ?? globalThis.fetch;
  const platform = createPlatformReader({
    apiOrigin: options.apiOrigin,
    appToken: options.appToken,
    timeoutMs: options.inlineTimeoutMs,
    ttlMs: options.clubCacheTtlMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const observability = options.observability ?? createObservability({ level: options.logLevel });
  const renderGate = createRenderGate(options.renderLimits);
  const pageRate = createPageRate(options.pageRateLimit ?? 0);
  const derived = new WeakMap<ClubSnapshot, SnapshotDerived>();
  const app = new Hono<Env>();
  // What the browser asked for: the trusted hop's X-Forwarded-* headers, else this connection's.
  const proxies = trustedProxy(options.trustProxy);
  const forwardedRequest = (c: Context<Env>): ForwardedRequest => ({
    remoteAddress: c.env?.incoming?.socket?.remoteAddress,
    forwardedFor: c.req.header("x-forwarded-for"),
  });
  const forwarded = (c: Context<Env>, name: "proto" | "host") =>
    proxies.forwardedValue(forwardedRequest(c), c.req.header(`x-forwarded-${name}`));
  // The visitor's address (the proxy forwards it; the page renders are shared out by it).
  const clientAddressOf = (c: Context<Env>) => proxies.clientAddress(forwardedRequest(c));
  // The host whose club the page shows: one of the club's (CLUB_HOSTS), as a middleware below refuses the others.
  const hostOf = (c: Context<Env>) =>
    (forwarded(c, "host") ?? c.req.header("host") ?? new URL(c.req.url).host).toLowerCase();
  // Only http and https: a forwarded `javascript` would make every absolute address of the page a script.
  const protoOf = (c: Context<Env>) => {
    const proto = forwarded(c, "proto")?.toLowerCase();
    return proto === "https" || proto === "http" ? proto : new URL(c.req.url).protocol.replace(":", "");
  };
  // The origin the visitor reached, for the absolute addresses of canonical links, previews and the sitemap.
  const originOf = (c: Context<Env>) => `${protoOf(c)}://${hostOf(c)}`;

  app.use(observability.middleware);
  app.use(async (c, next) => {
    await next();
    // A fresh Response: the headers of one built by a handler (e.g. a file stream) may be read-only.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (c.req.path.startsWith(SAME_ORIGIN_FRAMEABLE) || c.req.path.startsWith(CONSENT_FRAME_PREFIX))
      c.res.headers.set("X-Frame-Options", "SAMEORIGIN");
    // HSTS only when the browser's connection is https, which only a trusted proxy can tell this server.
    if (protoOf(c) === "https")
      c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
  app.use(compress());
  // Another host's request (a forged Host, a name pointed at this server) gets nothing that names its host: canonical
  // links, previews and robots.txt are cached by crawlers and shared caches.
  app.use(async (c, next) => {
    if (ANY_HOST.test(c.req.path) || hostAllowed(options.clubHosts, hostOf(c))) return next();
    return c.text("This server does not serve that host", 421, { "Cache-Control": "no-store" });
  });

  // Alive: the process answers. Ready: and the platform answers too (a load balancer sends shoppers only then).
  app.get("/healthz", (c) => c.json({ ok: true }));
  app.get("/readyz", async (c) => {
    if (options.shutdown?.draining) return c.json({ ready: false, reason: "shutting down" }, 503);
    try {
      const response = await upstream(`${options.apiOrigin}/health`, {
        headers: { "X-Request-Id": c.get("requestId") },
        signal: AbortSignal.timeout(options.platformTimeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return c.json({ ready: true });
      return c.json({ ready: false, reason: `the platform answered ${response.status}` }, 503);
    } catch {
      return c.json({ ready: false, reason: "the platform cannot be reached" }, 503);
    }
  });
  // /metrics on this port: to its bearer token, or to anyone outside production when no metrics port is set.
  if (options.metricsToken || (!options.production && options.metricsPort === undefined))
    app.get("/metrics", async (c) => {
      if (options.metricsToken && c.req.header("authorization") !== `Bearer ${options.metricsToken}`)
        return c.json({ code: "UNAUTHORIZED", message: "A metrics token is required" }, 401);
      return c.body(await observability.registry.metrics(), 200, {
        "Content-Type": observability.registry.contentType,
        "Cache-Control": "no-store",
      });
    });

  // The icon browsers and bookmarks ask for by this name: the logo of the host's club (pages name it too).
  app.get("/favicon.ico", async (c) => {
    const host = hostOf(c);
    const logo = logoOf(await platform.read(host, languageOfPath(c.req.path)));
    // No logo (or the platform can't say): no icon, and no error for the browser to log.
    if (!logo) return c.body(null, 204, { "Cache-Control": "no-cache" });
    c.header("Cache-Control", "public, max-age=3600");
    return c.redirect(logo, 302);
  });

  // Per club host: crawlers may read every public page, listed with its languages in the sitemap.
  app.get("/robots.txt", async (c) =>
    c.text(robotsTxt(originOf(c), (await routes()).personalPatterns), 200, {
      "Cache-Control": "public, max-age=3600",
    }),
  );
  app.get("/sitemap.xml", async (c) => {
    const xml = await clubSitemap(platform, hostOf(c), originOf(c));
    // The club can't be read now: crawlers come back after a 503, they drop pages after a 404.
    if (!xml) return c.text("The sitemap is not available right now", 503, { "Retry-After": "300" });
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });

  // The club's external consent script, in a sandboxed document of its own (away from the page's token).
  app.get(`${CONSENT_FRAME_PREFIX}:lang`, async (c) => {
    const language = c.req.param("lang");
    const host = hostOf(c);
    const known = LANGUAGES.includes(language as Language);
    const snapshot = known ? await platform.read(host, language as Language) : null;
    const frame = snapshot && consentFrame(snapshot.config ?? platform.lastConfig(host), language);
    return frame ? c.html(frame.html, 200, frame.headers) : c.text("Not Found", 404);
  });

  for (const prefix of PROXIED_PREFIXES) app.all(`${prefix}*`, (c) => forward(c));

  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 304) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    }
  });
  // Built with .br and .gz beside each text asset: the one the browser accepts is sent as is.
  app.use("/assets/*", serveStatic({ root: clientDir, precompressed: true }));
  app.get("/assets/*", (c) => c.text("Not Found", 404));
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      rewriteRequestPath: (path) => (path === "/" || path.endsWith(".html") ? "/__none__" : path),
    }),
  );

  // A kept page costs no render: only the pages rendered count against the client's rate.
  app.get(
    "*",
    pageCache({
      entries: options.pageCache?.entries ?? 0,
      ttlMs: options.pageCache?.ttlMs ?? 0,
      keyOf: pageKey,
      counted: observability.pageCache,
    }),
  );
  app.get("*", async (c) => {
    const wait = await pageRate.retryAfter(clientAddressOf(c));
    if (wait === null) return page(c);
    return c.text("Too many pages at once: try again in a moment.", 429, { "Retry-After": String(wait) });
  });
  return app;

  /**
   * What a public page's HTML depends on: the club's host, the address with the query its screen reads, and whether
   * a crawler asks (it gets the whole page at once, not streamed). Personal screens are never kept.
   */
  async function pageKey(c: Context<Env>): Promise<string | null> {
    const { pathname, search } = new URL(c.req.url);
    const screens = (await routes()).screensAt(pathname);
    if (!screens || isPersonal(screens)) return null;
    const crawler = isbot(c.req.header("user-agent") ?? "");
    return `${hostOf(c)} ${crawler ? "crawler" : "browser"} ${pathname}${renderedQuery(search, screens)}`;
  }

  async function forward(c: Context<Env>): Promise<Response> {
    const url = new URL(c.req.url);
    const headers = withoutHopByHop(c.req.raw.headers);
    headers.delete("host");
    headers.delete("accept-encoding");
    // The platform trusts this server as one hop: it is told the client this server determined, and the host and
    // protocol it believed, never the chain a client or the load balancer wrote.
    const client = clientAddressOf(c);
    if (client === "unknown") headers.delete("x-forwarded-for");
    else headers.set("X-Forwarded-For", client);
    headers.set("X-Forwarded-Host", hostOf(c));
    headers.set("X-Forwarded-Proto", protoOf(c));
    // One id for the request across both servers' logs.
    headers.set("X-Request-Id", c.get("requestId"));
    const method = c.req.method;
    const init: RequestInit & { duplex?: "half" } = { method, headers, redirect: "manual" };
    if (method !== "GET" && method !== "HEAD") {
      init.body = c.req.raw.body;
      init.duplex = "half";
    }
    let response: Response;
    try {
      response = await upstream(`${options.apiOrigin}${url.pathname}${url.search}`, init);
    } catch (error) {
      const timeout = (error as Error)?.name === "TimeoutError";
      observability.proxyError(routeTemplate(url.pathname), timeout ? "timeout" : "unreachable");
      observability.logger.warn(
        { requestId: c.get("requestId"), route: routeTemplate(url.pathname), err: (error as Error)?.message },
        "platform unreachable",
      );
      return c.json({ code: "PLATFORM_UNAVAILABLE", message: "The club platform cannot be reached" }, 502);
    }
    const out = withoutHopByHop(response.headers);
    out.delete("content-encoding");
    out.delete("content-length");
    // The club style reaches the browser sanitised by this server whichever platform answered (the kit injects it
    // as it is): the same sanitiser as the page's inlined copy.
    if (method === "GET" && url.pathname === STYLE_PATH && response.ok)
      return new Response(sanitizeClubCss(await response.text(), { origin: originOf(c) }), {
        status: response.status,
        statusText: response.statusText,
        headers: out,
      });
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  }

  /** What a page inlines from one read of the club, worked out once per read: sanitised style, theme CSS, CSP sources. */
  function derivedOf(snapshot: ClubSnapshot, host: string, origin: string): SnapshotDerived {
    const known = derived.get(snapshot);
    if (known) return known;
    // The page (inlined and in the bootstrap the app starts from) only ever holds CSS this server sanitised.
    // Its addresses resolve against the page's origin (the snapshot is this host's): none may lead elsewhere.
    const style = snapshot.style === null ? null : sanitizeClubCss(snapshot.style, { origin });
    // Without this read's configuration the app fetches it itself: its adapters must still be allowed.
    const adapterConfig = snapshot.config ?? platform.lastConfig(host);
    const made: SnapshotDerived = {
      style,
      // `html:root` outranks the stylesheet's `:root` defaults, which come after it in the head: the page shows the
      // club's colours from the first paint, and the browser need not set them again (no colour math there).
      themeCss:
        snapshot.theme || snapshot.config
          ? themeToCss(resolveTheme(snapshot.theme ?? undefined), "html:root")
          : null,
      sources: adapterConfig ? adapterSources(adapterConfig) : anyAdapterSources(),
    };
    // A failed read is not cached by the reader (a new snapshot each time): its derivation is not kept either.
    if (snapshot.club) derived.set(snapshot, made);
    return made;
  }

  /**
   * A page rendered by React Router's request handler, with the club this server read and a nonce of its own, within
   * this client's share of renders (503 past it).
   */
  async function page(c: Context<Env>): Promise<Response> {
    const url = new URL(c.req.url);
    const language = languageOfPath(url.pathname);
    const host = hostOf(c);
    const origin = originOf(c);
    const nonce = newNonce();
    const snapshot = await platform.read(host, language);
    // The page cache keeps a page by the nonce it carries: one made without the club (the platform failed) is not kept.
    if (snapshot.club) c.set("nonce", nonce);
    // One address per shop page: its id form (which the platform also answers) moves for good to its slug form.
    const address = snapshot.club && shopPageAddress(url.pathname, snapshot.club.shopPages);
    if (address) {
      c.header("Cache-Control", "public, max-age=3600");
      return c.redirect(address + url.search, 301);
    }
    const { style, themeCss, sources } = derivedOf(snapshot, host, origin);
    const screens = (await routes()).screensAt(url.pathname) ?? [];
    const render = () =>
      renderPage({
        request: c.req.raw,
        screens,
        language,
        host,
        origin,
        nonce,
        bootstrap: bootstrapOf(snapshot, language, nonce, style),
        themeCss,
        clubCss: style,
        apiOrigin: options.apiOrigin,
        fetch: (input, init) =>
          upstream(new Request(input, { ...init, signal: AbortSignal.timeout(options.inlineTimeoutMs) })),
      });
    const policy = contentSecurityPolicy(nonce, sources);
    let response: Response;
    try {
      response = await renderGate.run(clientAddressOf(c), render);
    } catch (error) {
      if (!(error instanceof RenderBusy)) throw error;
      return busy(c, { "Content-Security-Policy": policy, "Cache-Control": "no-store" });
    }
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", policy);
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, headers });
  }

  /** What the browser's runtime starts from: the app token, this response's nonce, the club as read. */
  function bootstrapOf(
    snapshot: ClubSnapshot,
    language: Language,
    nonce: string,
    style: string | null,
  ): ClubBootstrap {
    const { config, theme, club, meta } = snapshot;
    return {
      appToken: options.appToken,
      nonce,
      language,
      ...(config ? { config } : {}),
      ...(theme ? { theme } : {}),
      ...(style !== null ? { style } : {}),
      ...(club ? { club } : {}),
      ...(meta ? { meta } : {}),
    };
  }

  /** Too many pages asked for at once by this client, none of them cached: come back in a moment. */
  function busy(c: Context<Env>, headers: Record<string, string>): Response {
    return c.html(
      "<!doctype html><title>Busy</title><p>Too many pages at once: try again in a moment.</p>",
      503,
      { ...headers, "Retry-After": "1" },
    );
  }
}
