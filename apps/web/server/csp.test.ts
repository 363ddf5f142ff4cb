import { adapterSources, anyAdapterSources } from "@club/storefront/csp";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";

describe("Content-Security-Policy", () => {
  it("allows only 'self' and the nonce with the local adapters", () => {
    const csp = contentSecurityPolicy(
      "n0nce",
      adapterSources({
        payments: { provider: "sandbox" },
        botCheck: { provider: "none" },
        consent: { provider: "builtin" },
      }),
    );
    expect(csp).toContain("script-src 'self' 'nonce-n0nce';");
    expect(csp).toContain("style-src 'self' 'nonce-n0nce';");
    // The sandbox's challenge page is framed from this origin; nothing else.
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("stripe");
  });

  it("adds Stripe, Turnstile and the consent frame only when configured; no third party connects but Stripe's API", () => {
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
      `script-src 'self' 'nonce-n' https://js.stripe.com https://challenges.cloudflare.com;`,
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    // The consent script runs in this origin's sandboxed frame, not in the page.
    expect(csp).toContain(
      "frame-src https://js.stripe.com https://hooks.stripe.com https://challenges.cloudflare.com 'self';",
    );
    expect(csp).not.toContain("consent.example");
    expect(csp).not.toContain("insecure.example");
  });

  it("lets no bot check connect anywhere: neither reCAPTCHA nor Turnstile documents a connect-src", () => {
    for (const provider of ["recaptcha", "turnstile"])
      expect(contentSecurityPolicy("n", adapterSources({ botCheck: { provider } }))).toContain(
        "connect-src 'self';",
      );
    expect(contentSecurityPolicy("n", anyAdapterSources())).toContain(
      "connect-src 'self' https://api.stripe.com;",
    );
  });
});
