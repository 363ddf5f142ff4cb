import type { ThemeMode } from "./theme";

/** Architecture §3: light unless the platform's theme says dark. */
export const DEFAULT_MODE: ThemeMode = "light";

/**
 * The theme's mode alone, as `resolveTheme` reads it: what a page whose colours the server inlined still needs in the
 * browser (the `data-club-theme` attribute, `color-scheme`), without the colour math.
 */
export function themeMode(input?: unknown): ThemeMode {
  const palette =
    typeof input === "object" && input !== null ? (input as { palette?: unknown }).palette : undefined;
  const mode =
    typeof palette === "object" && palette !== null ? (palette as { mode?: unknown }).mode : undefined;
  return mode === "dark" || mode === "light" ? mode : DEFAULT_MODE;
}
