import { useParams } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";

/** The language of the current route (`/{lang}/...`), `en` outside it. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
