import { extendTailwindMerge } from "tailwind-merge";

export type ClassValue = string | false | null | undefined | 0;

/**
 * The kit's own theme keys (src/theme.css) that tailwind-merge cannot recognise by shape: without them
 * `rounded-card` and `rounded-lg`, or `h-control` and `h-8`, would both stay and the CSS order would decide.
 * Colours and font families need no entry: any name is accepted for those groups.
 */
export const KIT_THEME_KEYS = {
  radius: ["control", "card"],
  spacing: ["control"],
  animate: ["fade-in", "scale-in", "slide-in-left", "slide-up", "shimmer", "progress"],
} as const;

const merge = extendTailwindMerge({
  extend: {
    theme: {
      radius: [...KIT_THEME_KEYS.radius],
      spacing: [...KIT_THEME_KEYS.spacing],
      animate: [...KIT_THEME_KEYS.animate],
    },
  },
});

/**
 * Joins class names, skipping falsy values; of conflicting Tailwind utilities the later one wins (a caller's
 * `className` overrides a component's defaults, `h-auto` replaces `h-10`), so no `!important` is needed.
 */
export function cn(...values: ClassValue[]): string {
  return merge(...values);
}
