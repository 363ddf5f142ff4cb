import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { fakePlatform, options } from "./test-fixtures";

const scriptUrl = { it: "https://consent.example/it.js", en: "https://consent.example/en.js" };

/** The fake platform, with the club's consent given by an external provider. */
function externalConsentPlatform() {
  const platform = fakePlatform();
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await platform(input, init);
    if (new URL(input instanceof Request ? input.url : String(input)).pathname !== "/api/v2/config")
      return response;
    const config = await response.json();
    return Response.json({
      ...config,
      consent: { provider: "external", scriptUrl, policyUrl: config.consent.policyUrl },
    });
  }) as typeof fetch;
}

const directivesOf = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? "").split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );

describe("the consent frame", () => {
  const app = createWebApp(options(externalConsentPlatform()));

  it("keeps the external consent script out of the page: its origin is in none of the page's directives", async () => {
    const page = await app.request("http://shop.test/it/");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("consent.example");
    expect(directivesOf(csp)["frame-src"]).toContain("'self'");
    expect(directivesOf(csp)["connect-src"]).toBe("'self' https://api.stripe.com");
  });

  it("serves the language's script in a sandboxed document, framed by this origin only, under its own policy", async () => {
    const answer = await app.request("http://shop.test/consent-frame/it");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const html = await answer.text();
    const directives = directivesOf(answer.headers.get("content-security-policy"));
    expect(directives.sandbox).toBe("allow-scripts allow-popups allow-popups-to-escape-sandbox");
    expect(directives.sandbox).not.toContain("allow-same-origin");
    expect(directives["frame-ancestors"]).toBe("'self'");
    expect(directives["default-src"]).toBe("'none'");
    // The inline glue by its hash, and the provider's origin: nothing else runs there.
    const glue =
      /<script data-src="https:\/\/consent\.example\/it\.js">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const hash = `'sha256-${createHash("sha256").update(glue).digest("base64")}'`;
    expect(directives["script-src"]).toBe(`${hash} https://consent.example`);
    expect(directives["connect-src"]).toBe("https://consent.example");
    expect(html).toContain('<html lang="it">');
    expect(html).not.toContain("club-bootstrap");
    expect(await (await app.request("http://shop.test/consent-frame/en")).text()).toContain(
      'data-src="https://consent.example/en.js"',
    );
  });

  it("is not served for another language nor for a club with the built-in banner", async () => {
    expect((await app.request("http://shop.test/consent-frame/fr")).status).toBe(404);
    const builtin = createWebApp(options(fakePlatform() as never));
    expect((await builtin.request("http://shop.test/consent-frame/it")).status).toBe(404);
  });
});
