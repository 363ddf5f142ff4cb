import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { hostAllowed } from "./club-hosts";
import { builtScript, fakePlatform, options } from "./test-fixtures";

const app = (extra: Partial<ReturnType<typeof options>> = {}) =>
  createWebApp({ ...options(fakePlatform() as never), ...extra });
const headOf = async (response: Response) => {
  const html = await response.text();
  return html.slice(0, html.indexOf("</head>"));
};
const canonicalOf = async (response: Response) =>
  (await headOf(response)).match(/<link rel="canonical" href="([^"]*)"\/?>/)?.[1];

describe("the club's hosts", () => {
  it("match by name, name and port, or name on any port", () => {
    const hosts = ["shop.example.com", "localhost:*", "127.0.0.1:3000"];
    expect(hostAllowed(hosts, "shop.example.com")).toBe(true);
    expect(hostAllowed(hosts, "localhost:5173")).toBe(true);
    expect(hostAllowed(hosts, "localhost")).toBe(true);
    expect(hostAllowed(hosts, "127.0.0.1:3000")).toBe(true);
    expect(hostAllowed(hosts, "127.0.0.1:3001")).toBe(false);
    expect(hostAllowed(hosts, "shop.example.com.evil.example")).toBe(false);
    expect(hostAllowed(hosts, "evil.example")).toBe(false);
  });

  it("another Host gets 421 from pages, robots.txt, the sitemap and the proxy, and is never written back", async () => {
    for (const path of ["/en/", "/robots.txt", "/sitemap.xml", "/api/v2/club", "/favicon.ico"]) {
      const response = await app().request(`http://evil.example${path}`);
      expect(response.status, path).toBe(421);
      expect(await response.text(), path).not.toContain("evil.example");
    }
    // The club's own host is served.
    expect(await (await app().request("http://shop.test/robots.txt")).text()).toContain(
      "Sitemap: http://shop.test/sitemap.xml",
    );
  });

  it("probes, metrics and assets answer whatever the Host (a probe names the server by its address)", async () => {
    expect((await app().request("http://10.0.0.7:3000/healthz")).status).toBe(200);
    expect((await app().request(`http://10.0.0.7:3000/assets/${builtScript}`)).status).toBe(200);
  });

  it("behind a trusted hop, the host and protocol are the hop's, not those a client put before them", async () => {
    const proxied = app({ trustProxy: 1 });
    const response = await proxied.request("http://10.0.0.5/en/", {
      headers: { "X-Forwarded-Host": "evil.example, shop.test", "X-Forwarded-Proto": "http, https" },
    });
    expect(response.status).toBe(200);
    expect(await canonicalOf(response)).toBe("https://shop.test/en/");
    const robots = await proxied.request("http://10.0.0.5/robots.txt", {
      headers: { "X-Forwarded-Host": "evil.example, shop.test" },
    });
    expect(await robots.text()).toContain("Sitemap: http://shop.test/sitemap.xml");
    // A forwarded host outside the club's is refused like a Host.
    const foreign = await proxied.request("http://10.0.0.5/robots.txt", {
      headers: { "X-Forwarded-Host": "evil.example" },
    });
    expect(foreign.status).toBe(421);
  });

  it("only http and https: a forwarded `javascript` protocol is the connection's", async () => {
    const response = await app({ trustProxy: 1 }).request("http://shop.test/en/", {
      headers: { "X-Forwarded-Proto": "javascript" },
    });
    const head = await headOf(response);
    expect(head).toContain('<link rel="canonical" href="http://shop.test/en/"/>');
    expect(head).not.toContain("javascript");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("without a trusted hop, X-Forwarded-Host is not believed", async () => {
    const response = await app().request("http://shop.test/en/", {
      headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    });
    expect(await canonicalOf(response)).toBe("http://shop.test/en/");
  });
});

describe("the canonical address", () => {
  it("carries no query parameter the page does not read, in canonical and og:url alike", async () => {
    const head = await headOf(
      await app().request("http://shop.test/en/shop-pages/cellar?u=123&utm_source=x"),
    );
    expect(head).toContain('<link rel="canonical" href="http://shop.test/en/shop-pages/cellar"/>');
    expect(head).toContain('<meta property="og:url" content="http://shop.test/en/shop-pages/cellar"/>');
    expect(head).not.toContain("u=123");
  });

  it("keeps the page's own: a search's filters", async () => {
    const response = await app().request("http://shop.test/en/search?u=1&sort=price&q=rosso");
    expect(await canonicalOf(response)).toBe("http://shop.test/en/search?q=rosso&amp;sort=price");
  });
});
