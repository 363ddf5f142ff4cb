import type { Theme } from "@club/api-client";
import { ThemeScope, themeMode } from "@club/ui";
import type { ThemeProviderProps } from "@club/ui/theme/ThemeProvider";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { THEME_STYLE_ELEMENT_ID } from "./theme-style";

let themeProviderLoaded = false;

/**
 * Loads the kit's ThemeProvider with its colour math (resolveTheme): only for a theme the page has no CSS for. The
 * one import of its chunk.
 */
async function loadThemeProvider() {
  const module = await import("@club/ui/theme/ThemeProvider");
  themeProviderLoaded = true;
  return module;
}

const ThemeProvider = lazy(async () => ({ default: (await loadThemeProvider()).ThemeProvider }));

/** The kit's ThemeProvider, showing `fallback` while its code loads. */
export function ResolvingThemeProvider({
  fallback = null,
  ...props
}: ThemeProviderProps & { fallback?: ReactNode }) {
  // Loaded already, it needs no Suspense boundary: React would hydrate one after the screen's own (the framework
  // outlet's HydrationEnd), as the member's view. Decided once: a boundary that came or went on a re-render would
  // remount the page.
  const [loadedAtMount] = useState(() => themeProviderLoaded);
  const provider = <ThemeProvider {...props} />;
  return loadedAtMount ? provider : <Suspense fallback={fallback}>{provider}</Suspense>;
}

/**
 * Whether the page's inlined theme CSS was computed from `theme`: the server inlines it with the same theme in the
 * bootstrap (on the server itself, the page being rendered will carry it).
 */
export function pageHasThemeCss(inlined: Theme | null | undefined, theme: Theme | null | undefined): boolean {
  if (!inlined || !theme) return false;
  if (typeof document !== "undefined" && !document.getElementById(THEME_STYLE_ELEMENT_ID)) return false;
  return inlined === theme || JSON.stringify(inlined) === JSON.stringify(theme);
}

/**
 * The club's theme around the shell (architecture §3). When the server inlined it, the page's CSS already holds its
 * colours and the browser only needs its mode: the colour math stays off the first paint. Otherwise (a plain static
 * host, a theme changed since) the kit's ThemeProvider computes them, its code loaded then.
 */
export function ClubTheme({
  theme,
  inlined,
  fallback,
  children,
}: {
  theme: Theme | null | undefined;
  /** The theme the page's bootstrap carries. */
  inlined: Theme | null | undefined;
  /** Shown while the ThemeProvider's code loads. */
  fallback: ReactNode;
  children: ReactNode;
}) {
  const hasCss = useMemo(() => pageHasThemeCss(inlined, theme), [inlined, theme]);
  if (hasCss) return <ThemeScope mode={themeMode(theme)}>{children}</ThemeScope>;
  return (
    <ResolvingThemeProvider theme={theme ?? null} fallback={fallback}>
      {children}
    </ResolvingThemeProvider>
  );
}
