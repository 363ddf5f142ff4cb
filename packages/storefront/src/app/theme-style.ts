/**
 * The `<style>` element in which the web server inlines the club's theme as CSS variables on `:root` (computed from
 * the theme it also inlines in the bootstrap): the browser reuses them instead of computing them again.
 */
export const THEME_STYLE_ELEMENT_ID = "club-theme";
