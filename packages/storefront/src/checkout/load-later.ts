import { currentLanguage, loadArea } from "../i18n/i18n";
import { checkout } from "../router/routes/checkout";

type Later = typeof import("./later");
let loading: Promise<Later> | undefined;
let loaded: Later | undefined;

/** Checkout's later parts (`later.ts`) with their messages, once: both are there when it resolves. */
export function loadLater(): Promise<Later> {
  loading ??= Promise.all([import("./later"), loadArea(checkout.later.area, currentLanguage())]).then(
    ([later]) => {
      loaded = later;
      return later;
    },
  );
  // A chunk that failed (a deploy replaced it) may load on the next try.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The later parts once loaded, else undefined: for what only they can have caused (a step's problem). */
export function loadedLater(): Later | undefined {
  return loaded;
}
