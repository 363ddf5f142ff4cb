import { mergeRules } from "./merge-rules";

/** The id the web server gives the stylesheet's link when the page inlines its critical CSS (server/html.ts). */
export const STYLESHEET_LINK_ID = "club-stylesheet";
/** The id of the page's inlined critical CSS (server/html.ts). */
export const CRITICAL_STYLE_ID = "club-critical";

/**
 * Applies the whole stylesheet, which a page with critical CSS loads without blocking its first paint (as
 * `media="print"`, beside the CSS its markup uses, inlined). Resolves once it applies: the app renders after, so
 * nothing it shows (another screen, the cart, a client-rendered page's first screen) is ever without its rules.
 * The rules the critical CSS lacks are added to it (`merge-rules.ts`), in slices with `pause()` (the storefront's
 * `yieldToBrowser`) between them; the link stays for print. When that cannot be done (no critical CSS, a sheet the
 * page may not read), the link's media is switched instead. A page that links the stylesheet as built (development,
 * no critical CSS) has nothing to wait for.
 */
export function applyStylesheet(doc: Document, pause: () => Promise<void>): Promise<void> {
  const link = doc.getElementById(STYLESHEET_LINK_ID) as HTMLLinkElement | null;
  if (!link || link.media === "all") return Promise.resolve();
  const switchMedia = () => {
    link.media = "all";
  };
  return new Promise<void>((resolve) => {
    const apply = () => {
      const critical = (doc.getElementById(CRITICAL_STYLE_ID) as HTMLStyleElement | null)?.sheet;
      const whole = link.sheet;
      if (!critical || !whole) {
        switchMedia();
        resolve();
        return;
      }
      mergeRules(critical, whole, pause).catch(switchMedia).finally(resolve);
    };
    // Loaded already: its sheet is there (a print sheet is parsed too). A failed load must not hold the app back.
    if (link.sheet) apply();
    else {
      link.addEventListener("load", apply, { once: true });
      link.addEventListener("error", apply, { once: true });
    }
  });
}
