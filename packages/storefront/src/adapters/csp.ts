/** The club configuration fields that decide which third parties the page loads. */
export interface AdapterConfig {
  payments?: { provider: string } | undefined;
  botCheck?: { provider: string } | undefined;
  consent?: { provider: string; scriptUrl?: { it?: string; en?: string } } | undefined;
}

/** Sources per CSP directive that the configured adapters need, beyond 'self'. */
export interface CspSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
  style: string[];
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * architecture §8: the Content-Security-Policy allows only what the club's adapters need — Stripe Elements,
 * reCAPTCHA or Turnstile, the sandboxed frame of an external consent script — and nothing for the local adapters
 * (sandbox card field, no bot check, built-in banner). Every script of the page can read the member's token, so no
 * third party's may `connect-src` anywhere but its provider's documented endpoints: Stripe's API; neither bot check
 * documents one (their scripts talk to their own frames); the consent script is not in the page at all.
 */
export function adapterSources(config: AdapterConfig | null | undefined): CspSources {
  const sources: CspSources = { script: [], frame: [], connect: [], img: [], style: [] };
  if (config?.payments?.provider === "stripe") {
    sources.script.push("https://js.stripe.com");
    sources.frame.push("https://js.stripe.com", "https://hooks.stripe.com");
    sources.connect.push("https://api.stripe.com");
  }
  // The sandbox's bank authentication page, served by the platform through this origin (/sandbox-pay/).
  if (config?.payments?.provider === "sandbox") sources.frame.push("'self'");
  if (config?.botCheck?.provider === "recaptcha") {
    sources.script.push("https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/");
    sources.frame.push("https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/");
  }
  if (config?.botCheck?.provider === "turnstile") {
    sources.script.push("https://challenges.cloudflare.com");
    sources.frame.push("https://challenges.cloudflare.com");
  }
  // The script runs in this origin's sandboxed consent frame (the web server's `/consent-frame/{lang}`), never in the page.
  if (config?.consent?.provider === "external" && !sources.frame.includes("'self'"))
    sources.frame.push("'self'");
  return sources;
}

/** The consent frame's `sandbox` (attribute and policy): scripts, and popups for policy links; never same origin. */
export const CONSENT_FRAME_SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

/** The https script of the club's external consent provider for a language, or null (then no frame is served). */
export function consentScriptUrl(config: AdapterConfig | null | undefined, language: string): string | null {
  if (config?.consent?.provider !== "external") return null;
  const url = config.consent.scriptUrl?.[language as "it" | "en"];
  return originOf(url) ? new URL(url as string).href : null;
}

/**
 * Every source a club on the platform could need, for a page served while the club's configuration could
 * not be read (platform slow or down): the app then reads it itself, and its payment or bot-check adapter
 * must still load. An external consent script's frame is this origin's ('self', as the sandbox's card page).
 */
export function anyAdapterSources(): CspSources {
  const all = [
    adapterSources({ payments: { provider: "stripe" }, botCheck: { provider: "recaptcha" } }),
    adapterSources({ payments: { provider: "sandbox" }, botCheck: { provider: "turnstile" } }),
  ];
  const merged: CspSources = { script: [], frame: [], connect: [], img: [], style: [] };
  for (const sources of all)
    for (const directive of Object.keys(merged) as (keyof CspSources)[])
      merged[directive] = [...new Set([...merged[directive], ...sources[directive]])];
  return merged;
}
