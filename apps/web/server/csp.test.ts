import { adapterSources } from "@club/storefront/csp";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";
import { HYDRATION_LOADER_SOURCE } from "./hydration-loader";

describe("Content-Security-Policy", () => {
  it("allows only 'self', the nonce and the hydration loader's hash with the local adapters", () => {
    const csp = contentSecurityPolicy(
      "n0nce",
      adapterSources({
        payments: { provider: "sandbox" },
        botCheck: { provider: "none" },
        consent: { provider: "builtin" },
      }),
    );
    expect(csp).toContain(`script-src 'self' ${HYDRATION_LOADER_SOURCE};`);
    expect(HYDRATION_LOADER_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).toContain("style-src 'self' 'nonce-n0nce';");
    // The sandbox's challenge page is framed from this origin; nothing else.
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("stripe");
  });

  it("adds Stripe, Turnstile and an external consent script only when configured", () => {
    const csp = contentSecurityPolicy(
      "n",
      adapterSources({
        payments: { provider: "stripe" },
        botCheck: { provider: "turnstile" },
        consent: {
          provider: "external",
          scriptUrl: { it: "https://consent.example/it.js", en: "http://insecure.example/x.js" },
        },
      }),
    );
    expect(csp).toContain(
      `script-src 'self' ${HYDRATION_LOADER_SOURCE} https://js.stripe.com https://challenges.cloudflare.com https://consent.example;`,
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com https://consent.example;");
    expect(csp).not.toContain("insecure.example");
  });
});
