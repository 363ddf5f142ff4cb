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

/** Shows the consent banner again so the visitor can change the choice (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  globalThis.dispatchEvent?.(new Event(REOPEN_EVENT));
}

/** Runs `listener` whenever the visitor asks to change the consent choice; returns the unsubscribe. */
export function onConsentSettings(listener: () => void): () => void {
  globalThis.addEventListener?.(REOPEN_EVENT, listener);
  return () => globalThis.removeEventListener?.(REOPEN_EVENT, listener);
}
