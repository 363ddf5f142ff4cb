import type { KeyValueStore } from "./storage";

/** Query variables captured on first access and kept on every navigation and API call (architecture §2, §4). */
export const PERSISTED_QUERY_NAMES = ["_token"] as const;
const STORE_KEY = "club.persistedQuery";

export type PersistedQuery = Partial<Record<(typeof PERSISTED_QUERY_NAMES)[number], string>>;

export interface PersistedQueryStore {
  get(): PersistedQuery;
  /**
   * Records the persisted variables present in a query string on first access. A variable already kept is
   * not replaced: architecture §2 keeps `_token` "present on first access", so a later link carrying another
   * `_token` (a forwarded preview link, a stale bookmark) cannot switch the visitor's session to it.
   */
  capture(search: string): void;
}

export function createPersistedQuery(store: KeyValueStore): PersistedQueryStore {
  const read = (): PersistedQuery => {
    try {
      const parsed = JSON.parse(store.get(STORE_KEY) ?? "{}") as unknown;
      return typeof parsed === "object" && parsed !== null ? (parsed as PersistedQuery) : {};
    } catch {
      return {};
    }
  };
  return {
    get: read,
    capture(search) {
      const params = new URLSearchParams(search);
      const next = { ...read() };
      let changed = false;
      for (const name of PERSISTED_QUERY_NAMES) {
        const value = params.get(name);
        if (value && !next[name]) {
          next[name] = value;
          changed = true;
        }
      }
      if (changed) store.set(STORE_KEY, JSON.stringify(next));
    },
  };
}

/**
 * Returns the query string with every persisted variable that is missing (or was replaced by another value)
 * put back, or null when nothing differs (so the caller only rewrites the address when needed).
 */
export function restorePersisted(search: string, persisted: PersistedQuery): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [name, value] of Object.entries(persisted)) {
    if (value && params.get(name) !== value) {
      params.set(name, value);
      changed = true;
    }
  }
  if (!changed) return null;
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Flags meant for the one screen they were sent to (a success notice, where to go after login): navigation
 * never carries them on, or they would follow the visitor around.
 */
export const ONE_SHOT_QUERY_NAMES = ["returnUrl", "passwordChanged"] as const;

/**
 * Merges the current query string into a target path (architecture §2: navigation keeps the query string and the
 * persisted variables), less the one-shot flags; the kept `_token` wins over another one in the address.
 */
export function withQuery(target: string, currentSearch: string, persisted: PersistedQuery = {}): string {
  const [pathAndQuery = "", hash = ""] = target.split("#", 2);
  const [path = "", targetSearch = ""] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(currentSearch);
  for (const name of ONE_SHOT_QUERY_NAMES) params.delete(name);
  for (const [name, value] of new URLSearchParams(targetSearch)) params.set(name, value);
  for (const [name, value] of Object.entries(persisted)) if (value) params.set(name, value);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}
