import { type I18n, i18n, type Messages, setupI18n } from "@lingui/core";
import { setDocumentLanguage } from "./document-language";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

/**
 * The catalog of each area of the app (scripts/catalog-areas.mjs): the core, loaded with every page before it shows
 * (the shell and the home page, the first visit's usual landing); the extras, the shell's parts that come after the
 * first paint (cart sheet, drawer, consent banner, age question), loaded with their code; and the messages that only
 * the shop's (shop page, shop, product, search, custom pages), checkout's, an order's (checkout complete, the order
 * page, its packing slip) or the account's screens show, loaded with those screens.
 */
export const CATALOG_AREAS = ["core", "extras", "shop", "checkout", "orders", "account"] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

type Loader = () => Promise<{ messages: Messages }>;
const catalogs: Record<CatalogArea, Record<Language, Loader>> = {
  core: { en: () => import("../locales/en/areas/core"), it: () => import("../locales/it/areas/core") },
  extras: { en: () => import("../locales/en/areas/extras"), it: () => import("../locales/it/areas/extras") },
  shop: { en: () => import("../locales/en/areas/shop"), it: () => import("../locales/it/areas/shop") },
  checkout: {
    en: () => import("../locales/en/areas/checkout"),
    it: () => import("../locales/it/areas/checkout"),
  },
  orders: { en: () => import("../locales/en/areas/orders"), it: () => import("../locales/it/areas/orders") },
  account: {
    en: () => import("../locales/en/areas/account"),
    it: () => import("../locales/it/areas/account"),
  },
};

/** The areas the visitor has reached: a language switch loads them all in the new language. */
const areasInUse = new Set<CatalogArea>(["core"]);
const loaded = new Map<string, Promise<void>>();

function loadCatalog(area: CatalogArea, language: Language): Promise<void> {
  const key = `${area}:${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalogs[area][language]().then(({ messages }) => i18n.load(language, messages));
    // A chunk that failed (a deploy replaced it) may load on the next try.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Loads a language's catalogs (each its own chunk) for every area in use and makes it the active language. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadCatalog(area, language)));
  if (i18n.locale === language) return;
  i18n.activate(language);
  if (typeof document !== "undefined") setDocumentLanguage(document, language);
}

/** Loads an area's messages in a language (a screen's route preload asks for its area's). */
export function loadArea(area: CatalogArea, language: Language): Promise<void> {
  areasInUse.add(area);
  return loadCatalog(area, language);
}

/**
 * A lazy part's loader that also loads its area's messages in the language in use, in parallel: the part never
 * shows before its texts. The catalog split requires it for the core's lazy parts with messages of their own.
 */
export function withMessages<T>(area: CatalogArea, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadArea(area, currentLanguage())]))[0];
}

const everything = new Map<Language, Promise<Messages>>();

/** Every area's messages in a language, merged once per process. */
function allMessages(language: Language): Promise<Messages> {
  let merged = everything.get(language);
  if (!merged) {
    merged = Promise.all(CATALOG_AREAS.map((area) => catalogs[area][language]())).then((areas) =>
      Object.assign({}, ...areas.map((area) => area.messages)),
    );
    merged.catch(() => everything.delete(language));
    everything.set(language, merged);
  }
  return merged;
}

/**
 * The translations of one server render: an instance of its own in its language, with every message, so renders of
 * different languages run at once without sharing one (the browser's page has its own, the module's).
 */
export async function renderI18n(language: Language): Promise<I18n> {
  return setupI18n({ locale: language, messages: { [language]: await allMessages(language) } });
}

/** The language in use; calls to the platform send it as Accept-Language. */
export function currentLanguage(): Language {
  return (i18n.locale as Language) || DEFAULT_LANGUAGE;
}

export { i18n };
