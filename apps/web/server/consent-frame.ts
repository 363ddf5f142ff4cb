import { createHash } from "node:crypto";
import { type AdapterConfig, CONSENT_FRAME_SANDBOX, consentScriptUrl } from "@club/storefront/csp";
import { escapeHtml } from "@club/storefront/seo";

/** Where the consent frame is served: `/consent-frame/{lang}` (the storefront's `consentFramePath`). */
export const CONSENT_FRAME_PREFIX = "/consent-frame/";

/**
 * The frame's one inline script, run before the provider's: it gives the script a `document.cookie` and storage of
 * its own (the sandbox has none), kept by the page through `store` messages and handed back with `init`, loads the
 * provider's script once that has come, reports the height its banner needs, and passes "Cookie settings" on as a
 * `club:consent-settings` event. It takes messages from the page that frames it only, and sends to it only.
 */
export const CONSENT_FRAME_GLUE = `(() => {
  const page = new URL(location.href).origin;
  const src = document.currentScript.dataset.src;
  const KEY = /^[cl]:[^\\s;=]{1,200}$/;
  const state = Object.create(null);
  const send = (message) => parent.postMessage(Object.assign({ source: "club-consent-frame" }, message), page);
  const save = () => {
    const kept = {};
    for (const key of Object.keys(state)) if (KEY.test(key)) kept[key] = state[key];
    send({ type: "store", state: kept });
  };
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => Object.keys(state).filter((key) => key.startsWith("c:")).map((key) => key.slice(2) + "=" + state[key]).join("; "),
    set: (text) => {
      const [pair, ...attributes] = String(text).split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, Math.max(at, 0)).trim();
      if (!name) return;
      const expired = attributes.some((attribute) => {
        const [key, value = ""] = attribute.split("=");
        const name = key.trim().toLowerCase();
        return (name === "max-age" && Number(value) <= 0) || (name === "expires" && Date.parse(value) <= Date.now());
      });
      if (expired) delete state["c:" + name];
      else state["c:" + name] = pair.slice(at + 1).trim();
      save();
    },
  });
  const storage = (kept) => {
    const memory = new Map();
    const keys = () => (kept ? Object.keys(state).filter((key) => key.startsWith("l:")).map((key) => key.slice(2)) : [...memory.keys()]);
    const get = (key) => (kept ? ("l:" + key in state ? state["l:" + key] : null) : memory.has(key) ? memory.get(key) : null);
    const put = (key, value) => {
      if (!kept) return value === null ? memory.delete(key) : memory.set(key, value);
      if (value === null) delete state["l:" + key];
      else state["l:" + key] = value;
      save();
    };
    return {
      get length() { return keys().length; },
      key: (index) => keys()[index] ?? null,
      getItem: (key) => get(String(key)),
      setItem: (key, value) => put(String(key), String(value)),
      removeItem: (key) => put(String(key), null),
      clear: () => { for (const key of keys()) put(key, null); },
    };
  };
  Object.defineProperty(window, "localStorage", { configurable: true, value: storage(true) });
  Object.defineProperty(window, "sessionStorage", { configurable: true, value: storage(false) });

  let reported = -1;
  let timer = 0;
  const measure = () => {
    timer = 0;
    let height = 0;
    for (const element of document.body ? document.body.querySelectorAll("*") : []) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0) height = Math.max(height, Math.ceil(box.height));
    }
    if (height !== reported) send({ type: "size", height: (reported = height) });
  };
  // Timers, not animation frames: a browser pauses those in a frame of no height.
  const schedule = () => { if (!timer) timer = setTimeout(measure, 50); };

  let started = false;
  addEventListener("message", (event) => {
    const data = event.data;
    if (event.source !== parent || event.origin !== page || !data || typeof data !== "object") return;
    if (data.source !== "club-storefront") return;
    if (data.type === "init" && !started && data.state && typeof data.state === "object") {
      started = true;
      for (const [key, value] of Object.entries(data.state)) if (KEY.test(key) && typeof value === "string") state[key] = value;
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
      new MutationObserver(schedule).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
      addEventListener("resize", schedule);
      schedule();
    } else if (data.type === "settings") {
      dispatchEvent(new Event("club:consent-settings"));
      schedule();
    }
  });
  send({ type: "ready" });
})();`;

/** The glue's CSP source: the frame's only inline script. */
export const CONSENT_FRAME_GLUE_SOURCE = `'sha256-${createHash("sha256").update(CONSENT_FRAME_GLUE).digest("base64")}'`;

/**
 * The consent frame's own policy: sandboxed whatever frames it, or if it is opened on its own (no same origin, so
 * never this origin's storage), framed by this origin's pages only. In it the provider's origin may load and
 * connect freely, and inline styles are allowed (providers inject them): the frame holds nothing to take.
 */
function consentFramePolicy(scriptUrl: string, glueSource: string): string {
  const origin = new URL(scriptUrl).origin;
  return [
    `sandbox ${CONSENT_FRAME_SANDBOX}`,
    "default-src 'none'",
    `script-src ${glueSource} ${origin}`,
    `style-src 'unsafe-inline' ${origin}`,
    `img-src data: ${origin}`,
    `font-src data: ${origin}`,
    `connect-src ${origin}`,
    `frame-src ${origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The consent frame for a language: a blank document with the glue and the club's external consent script for that
 * language, under its own policy (sandboxed, framed by this origin only). Null when the club has no such script.
 */
export function consentFrame(
  config: AdapterConfig | null | undefined,
  language: string,
): { html: string; headers: Record<string, string> } | null {
  const scriptUrl = consentScriptUrl(config, language);
  if (!scriptUrl) return null;
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><style>html,body{margin:0;background:transparent}</style><script data-src="${escapeHtml(scriptUrl)}">${CONSENT_FRAME_GLUE}</script></head><body></body></html>`;
  return {
    html,
    headers: {
      "Content-Security-Policy": consentFramePolicy(scriptUrl, CONSENT_FRAME_GLUE_SOURCE),
      "X-Frame-Options": "SAMEORIGIN",
      "Cache-Control": "no-cache",
    },
  };
}
