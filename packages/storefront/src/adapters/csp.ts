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
 * reCAPTCHA or Turnstile, an external consent script — and nothing for the local adapters (sandbox
 * card field, no bot check, built-in banner).
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
    sources.connect.push("https://www.google.com/recaptcha/");
  }
  if (config?.botCheck?.provider === "turnstile") {
    sources.script.push("https://challenges.cloudflare.com");
    sources.frame.push("https://challenges.cloudflare.com");
  }
  if (config?.consent?.provider === "external") {
    for (const url of Object.values(config.consent.scriptUrl ?? {})) {
      const origin = originOf(url);
      if (origin && !sources.script.includes(origin)) {
        sources.script.push(origin);
        sources.connect.push(origin);
        sources.frame.push(origin);
        sources.img.push(origin);
        sources.style.push(origin);
      }
    }
  }
  return sources;
}

/**
 * Every source a club on the platform could need, for a page served while the club's configuration could
 * not be read (platform slow or down): the app then reads it itself, and its payment or bot-check adapter
 * must still load. An external consent script's origin can't be known without the configuration.
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
