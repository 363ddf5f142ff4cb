import { createTailwindMerge } from "tailwind-merge";
import { CN_CONFIG } from "./cn-config.gen";
import themeKeys from "./kit-theme-keys.json";

export type ClassValue = string | false | null | undefined | 0;

/**
 * The kit's own theme keys (src/theme.css) that tailwind-merge cannot recognise by shape: without them
 * `rounded-card` and `rounded-lg`, or `h-control` and `h-8`, would both stay and the CSS order would decide.
 * Colours and font families need no entry: any name is accepted for those groups. (A JSON file: the configuration's
 * generator, scripts/cn-config.mjs, reads it too.)
 */
export const KIT_THEME_KEYS = themeKeys;

// tailwind-merge's own merging over its default configuration reduced to the class groups the sources use
// (scripts/cn-config.mjs, checked by the kit's lint): the same results for every class they write, without the
// definitions of the groups they never do.
const merge = createTailwindMerge(() => CN_CONFIG);

/**
 * Joins class names, skipping falsy values; of conflicting Tailwind utilities the later one wins (a caller's
 * `className` overrides a component's defaults, `h-auto` replaces `h-10`), so no `!important` is needed.
 */
export function cn(...values: ClassValue[]): string {
  return merge(...values);
}
