import { useInsertionEffect } from "react";

export interface InjectStyleOptions {
  /** The `id` of the `<style>` element; an element with the same id is replaced. */
  id?: string;
  /** CSP nonce for the `<style>` element. */
  nonce?: string;
  /**
   * Keep `@import` rules. Off by default: they load remote files, which breaks offline use and
   * lets the style pull in anything.
   */
  allowImports?: boolean;
  /** Where to append the element (default `document.head`). */
  target?: HTMLElement;
}

const IMPORT_RULE = /@import\s+(?:url\()?\s*(?:"[^"]*"|'[^']*'|[^;)]*)\s*\)?[^;]*;?/gi;

/**
 * Cleans the club's CSS text: removes NUL characters, `@import` rules (unless allowed) and the
 * legacy `expression()` / `behavior:` hooks. The text is CSS, never HTML: it is set as textContent.
 */
export function sanitizeCss(css: string, allowImports = false): string {
  let text = css.replace(/\0/g, "");
  if (!allowImports) text = text.replace(IMPORT_RULE, "");
  return text.replace(/expression\s*\(/gi, "invalid(").replace(/behavior\s*:/gi, "invalid-behavior:");
}

/**
 * Injects the club's style (CSS text from the platform) into the page as a `<style>` element's
 * text, never as HTML. Returns a function that removes it.
 */
export function injectStyle(css: string, options: InjectStyleOptions = {}): () => void {
  if (typeof document === "undefined") return () => {};
  const { id = "club-style", nonce, allowImports = false, target = document.head } = options;
  document.getElementById(id)?.remove();
  const element = document.createElement("style");
  element.id = id;
  element.dataset.clubStyle = "";
  if (nonce) element.nonce = nonce;
  element.textContent = sanitizeCss(css, allowImports);
  target.appendChild(element);
  return () => element.remove();
}

export interface ClubStyleProps extends InjectStyleOptions {
  /** The CSS text; nothing is injected while it is empty or null. */
  css: string | null | undefined;
}

/** Injects the club's CSS while mounted (see `injectStyle`). Renders nothing. */
export function ClubStyle({ css, id, nonce, allowImports, target }: ClubStyleProps) {
  useInsertionEffect(() => {
    if (!css) return;
    return injectStyle(css, { id, nonce, allowImports, target });
  }, [css, id, nonce, allowImports, target]);
  return null;
}
