import type { KeyValueStore } from "./storage";

/** Query variables captured on first access and kept on every navigation and API call (spec §2, §7). */
export const PERSISTED_QUERY_NAMES = ["_token"] as const;
const STORE_KEY = "club.persistedQuery";

export type PersistedQuery = Partial<Record<(typeof PERSISTED_QUERY_NAMES)[number], string>>;

export interface PersistedQueryStore {
  get(): PersistedQuery;
  /** Records the persisted variables present in a query string (first access, or a later link that carries a new one). */
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
        if (value && next[name] !== value) {
          next[name] = value;
          changed = true;
        }
      }
      if (changed) store.set(STORE_KEY, JSON.stringify(next));
    },
  };
}

/**
 * Returns the query string with every persisted variable that is missing added back, or null when
 * nothing is missing (so the caller only rewrites the address when needed).
 */
export function restorePersisted(search: string, persisted: PersistedQuery): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [name, value] of Object.entries(persisted)) {
    if (value && !params.has(name)) {
      params.set(name, value);
      changed = true;
    }
  }
  if (!changed) return null;
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Merges the current query string into a target path (spec §2: navigation keeps the query string). */
export function withQuery(target: string, currentSearch: string, persisted: PersistedQuery = {}): string {
  const [pathAndQuery = "", hash = ""] = target.split("#", 2);
  const [path = "", targetSearch = ""] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(currentSearch);
  for (const [name, value] of new URLSearchParams(targetSearch)) params.set(name, value);
  for (const [name, value] of Object.entries(persisted))
    if (value && !params.has(name)) params.set(name, value);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}
