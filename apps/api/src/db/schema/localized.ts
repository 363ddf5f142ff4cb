/** Text a club writes in both languages; answered in the request's language. */
export type Localized = { it: string; en: string };
