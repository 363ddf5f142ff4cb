/** Reads and writes browser storage without throwing (private mode, disabled storage). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function browserStore(kind: "local" | "session"): KeyValueStore {
  const storage = (): Storage | undefined => {
    try {
      return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  };
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        storage()?.setItem(key, value);
      } catch {
        // storage full or disabled: the in-memory copy still serves this page
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
