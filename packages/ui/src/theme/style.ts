import { useInsertionEffect } from "react";

export interface InjectStyleOptions {
  /** The `id` of the `<style>` element; an element with the same id is replaced. */
  id?: string;
  /** CSP nonce for the `<style>` element. */
  nonce?: string;
  /** Where to append the element (default `document.head`). */
  target?: HTMLElement;
}

/**
 * Injects the club's style into the page as a `<style>` element's text, never as HTML. Returns a function that
 * removes it.
 *
 * The CSS must come sanitised by a server: the storefront web server inlines the style and answers
 * `GET /api/v2/style` only after its postcss sanitiser (`@club/server-kit`, the platform's own) has removed
 * `@import`, `-moz-binding`, `expression()` and remote `url()`s, escaped or not. The browser does not sanitise it
 * again: a second, weaker sanitiser would only disagree with the first, and postcss would add ~19 KB (gzip) to every
 * page.
 */
export function injectStyle(css: string, options: InjectStyleOptions = {}): () => void {
  if (typeof document === "undefined") return () => {};
  const { id = "club-style", nonce, target = document.head } = options;
  const existing = document.getElementById(id);
  // The same text the server's page already carries (a hydrating page): kept, as a stylesheet taken out and put back
  // makes the browser compute the whole page's style again.
  if (existing instanceof HTMLStyleElement && existing.textContent === css && existing.parentNode === target)
    return () => existing.remove();
  existing?.remove();
  const element = document.createElement("style");
  element.id = id;
  element.dataset.clubStyle = "";
  if (nonce) element.nonce = nonce;
  element.textContent = css;
  target.appendChild(element);
  return () => element.remove();
}

export interface ClubStyleProps extends InjectStyleOptions {
  /** The server-sanitised CSS text (see `injectStyle`); nothing is injected while it is empty or null. */
  css: string | null | undefined;
}

/** Injects the club's CSS while mounted (see `injectStyle`). Renders nothing. */
export function ClubStyle({ css, id, nonce, target }: ClubStyleProps) {
  useInsertionEffect(() => {
    if (!css) return;
    return injectStyle(css, { id, nonce, target });
  }, [css, id, nonce, target]);
  return null;
}
