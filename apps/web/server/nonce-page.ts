import { randomBytes } from "node:crypto";

/**
 * Stands for the response's CSP nonce in a page built once and served many times: the server renders and caches the
 * anonymous page with this in every place the nonce goes (the `<style>` elements, React's own tags, the bootstrap),
 * and each response fills in its own nonce. Random per process, so no club text can spell it; it starts with a
 * character found nowhere else in it, so a prefix of it cut by a chunk's end is recognised (see `fillStream`).
 * Nothing escapes `~` or hex digits (HTML text and attributes, JSON).
 */
export const NONCE_PLACEHOLDER = `~${randomBytes(12).toString("hex")}`;

/** A page held with its nonce left out: serving it is joining its parts with the response's nonce. */
export interface NoncePage {
  parts: string[];
  /** Its size in UTF-16 code units, for the cache's bound. */
  length: number;
}

export function noncePage(html: string): NoncePage {
  return { parts: html.split(NONCE_PLACEHOLDER), length: html.length };
}

export const fillNonce = (page: NoncePage, nonce: string): string => page.parts.join(nonce);

/** How much of the end of `text` could be the start of a placeholder the next chunk completes. */
function heldBack(text: string): number {
  for (let length = Math.min(NONCE_PLACEHOLDER.length - 1, text.length); length > 0; length--)
    if (text.endsWith(NONCE_PLACEHOLDER.slice(0, length))) return length;
  return 0;
}

/**
 * The stream with the placeholder replaced by `nonce` as it passes (a placeholder cut between two chunks too);
 * `onEnd` receives the whole text as it came (placeholder and all), for the cache.
 */
export function fillStream(
  body: ReadableStream<Uint8Array>,
  nonce: string,
  onEnd: (text: string) => void,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const seen: string[] = [];
  let pending = "";
  const emit = (text: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    if (text) controller.enqueue(encoder.encode(text.split(NONCE_PLACEHOLDER).join(nonce)));
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = decoder.decode(chunk, { stream: true });
        seen.push(text);
        const joined = pending + text;
        const keep = heldBack(joined);
        pending = joined.slice(joined.length - keep);
        emit(joined.slice(0, joined.length - keep), controller);
      },
      flush(controller) {
        const rest = decoder.decode();
        seen.push(rest);
        emit(pending + rest, controller);
        onEnd(seen.join(""));
      },
    }),
  );
}
