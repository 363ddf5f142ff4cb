import type { KeyValueStore } from "../../session/storage";

/**
 * The messages between the page and the sandboxed consent frame (`/consent-frame/{lang}`, served by the web server):
 * the club's external consent script runs there, in a document with an opaque origin, so it can read nothing of the
 * page (the member's token included). Each side accepts only messages of this exact shape, from the other window.
 */

/** The frame's address for a language (the web server answers it with the club's script for that language). */
export const consentFramePath = (language: string) => `/consent-frame/${language}`;

export { CONSENT_FRAME_SANDBOX } from "../csp";

/** Where the page keeps what the consent script stored in its frame (its cookies and localStorage). */
export const FRAME_STATE_KEY = "club.consent.frame";

const FROM_FRAME = "club-consent-frame";
const FROM_PAGE = "club-storefront";
const MAX_ENTRIES = 64;
const MAX_STATE_CHARS = 8192;
/** The tallest banner the page makes room for, in CSS pixels (a taller one scrolls in its frame). */
export const MAX_FRAME_HEIGHT = 2000;

/** The consent script's storage: `c:` + cookie name or `l:` + localStorage key, to its value. */
export type FrameState = Record<string, string>;

export type FrameMessage =
  | { type: "ready" }
  | { type: "size"; height: number }
  | { type: "store"; state: FrameState };

export type PageMessage = { type: "init"; state: FrameState } | { type: "settings" };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const hasExactly = (value: Record<string, unknown>, keys: string[]) => {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
};

/** A frame state as stored or sent: at most 64 entries of `c:`/`l:` keys and string values, 8 KB in all. */
export function parseFrameState(value: unknown): FrameState | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_ENTRIES) return null;
  let size = 0;
  for (const [key, item] of entries) {
    if (typeof item !== "string" || !/^[cl]:[^\s;=]{1,200}$/.test(key)) return null;
    size += key.length + item.length;
  }
  return size <= MAX_STATE_CHARS ? (Object.fromEntries(entries) as FrameState) : null;
}

/** A message from the frame, or null for anything else (another shape, extra fields, a value out of bounds). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || data.source !== FROM_FRAME) return null;
  switch (data.type) {
    case "ready":
      return hasExactly(data, ["source", "type"]) ? { type: "ready" } : null;
    case "size":
      return hasExactly(data, ["source", "type", "height"]) &&
        Number.isInteger(data.height) &&
        (data.height as number) >= 0
        ? { type: "size", height: Math.min(data.height as number, MAX_FRAME_HEIGHT) }
        : null;
    case "store": {
      const state = hasExactly(data, ["source", "type", "state"]) ? parseFrameState(data.state) : null;
      return state ? { type: "store", state } : null;
    }
    default:
      return null;
  }
}

/**
 * Whether a `message` event comes from the consent frame: from its window, with the opaque origin its sandbox gives
 * it (a frame that somehow had the page's origin would not be the sandboxed one).
 */
export function isFromFrame(event: MessageEvent, frame: Window | null | undefined): boolean {
  return frame != null && event.source === frame && event.origin === "null";
}

/** The page's message to the frame, as sent. */
export const pageMessage = (message: PageMessage) => ({ source: FROM_PAGE, ...message });

export function readFrameState(store: KeyValueStore): FrameState {
  try {
    return parseFrameState(JSON.parse(store.get(FRAME_STATE_KEY) ?? "{}")) ?? {};
  } catch {
    return {};
  }
}

export function writeFrameState(store: KeyValueStore, state: FrameState): void {
  store.set(FRAME_STATE_KEY, JSON.stringify(state));
}
