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
