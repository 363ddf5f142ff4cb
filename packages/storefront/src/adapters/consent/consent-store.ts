import type { KeyValueStore } from "../../session/storage";

export type ConsentChoice = "all" | "necessary";
const KEY = "club.consent";

export function readConsent(store: KeyValueStore): ConsentChoice | null {
  const value = store.get(KEY);
  return value === "all" || value === "necessary" ? value : null;
}

export function writeConsent(store: KeyValueStore, choice: ConsentChoice): void {
  store.set(KEY, choice);
}

const REOPEN_EVENT = "club:consent-settings";

// A request made before the banner is there to hear it (its code loads after hydration, and a press on "Cookie
// settings" before then is replayed as soon as the page is live) waits for the banner's first listener.
let pendingRequest = false;

/** Shows the consent banner again so the visitor can change the choice (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  pendingRequest = true;
  globalThis.dispatchEvent?.(new Event(REOPEN_EVENT));
}

/**
 * Runs `listener` whenever the visitor asks to change the consent choice, and at once for a request made before it
 * listened; returns the unsubscribe.
 */
export function onConsentSettings(listener: () => void): () => void {
  const take = () => {
    pendingRequest = false;
    listener();
  };
  if (pendingRequest) take();
  globalThis.addEventListener?.(REOPEN_EVENT, take);
  return () => globalThis.removeEventListener?.(REOPEN_EVENT, take);
}
