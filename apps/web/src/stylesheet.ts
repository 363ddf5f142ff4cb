/** The id the web server gives the stylesheet's link when the page inlines its critical CSS (server/html.ts). */
export const STYLESHEET_LINK_ID = "club-stylesheet";

/**
 * Applies the whole stylesheet, which a server-rendered page loads without blocking its first paint (as
 * `media="print"`, beside the CSS its markup uses, inlined). Resolves once it applies: the app renders after, so
 * nothing it shows (another screen, the cart, a client-rendered page's first screen) is ever without its rules.
 * A page that links the stylesheet as built (development, no critical CSS) has nothing to wait for.
 */
export function applyStylesheet(doc: Document = document): Promise<void> {
  const link = doc.getElementById(STYLESHEET_LINK_ID) as HTMLLinkElement | null;
  if (!link || link.media === "all") return Promise.resolve();
  return new Promise((resolve) => {
    const apply = () => {
      link.media = "all";
      resolve();
    };
    // Loaded already: its sheet is there (a print sheet is parsed too). A failed load must not hold the app back.
    if (link.sheet) apply();
    else {
      link.addEventListener("load", apply, { once: true });
      link.addEventListener("error", apply, { once: true });
    }
  });
}
