import type { Messages } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { Language } from "../i18n/languages";
import { messages as en } from "../locales/en/areas/core";
import { messages as it } from "../locales/it/areas/core";

const catalogs: Record<Language, Messages> = { en, it };

/**
 * "Loading..." in a language, from the compiled catalogs (the same message the app's `LoadingFallback` shows), for
 * a server that paints the loading screen before the app's script has run.
 */
export function loadingLabel(language: Language): string {
  const message = catalogs[language][generateMessageId("Loading...")];
  const text = Array.isArray(message) ? message.filter((part) => typeof part === "string").join("") : message;
  return typeof text === "string" && text ? text : "Loading...";
}

export { isLanguage, LANGUAGES, type Language, languageOfPath } from "../i18n/languages";
export { SERVER_DATA_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from "./inlined-elements";
export { THEME_STYLE_ELEMENT_ID } from "./theme-style";
