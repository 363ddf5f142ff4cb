import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cn } from "../lib/cn";
import type { ResolvedTheme, ThemeMode } from "./theme";

interface ThemeContextValue {
  /** The resolved theme when the scope was given one (`ThemeProvider`). */
  theme: ResolvedTheme | undefined;
  /** Element portals (dialogs, menus, toasts) render into, so they inherit the theme variables. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeScopeProps {
  mode: ThemeMode;
  /**
   * The theme's CSS variables (`themeToCssVariables`), set on the wrapper and, with `applyToDocument`, on `<html>`.
   * Without them the page's own rules give the colours: a page whose `<style>` the server computed from the same
   * theme, so the browser needs none of the colour math.
   */
  variables?: Record<`--${string}`, string> | null;
  /** The resolved theme `useTheme` returns inside the scope. */
  theme?: ResolvedTheme;
  /** Also set the variables, `color-scheme` and `data-club-theme` on `<html>` (default true). */
  applyToDocument?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * The wrapper every kit screen renders in (`.club-root`, the portals' container) with a theme's mode and, when
 * given, its variables. `ThemeProvider` resolves a platform theme into one.
 */
export function ThemeScope({
  mode,
  variables,
  theme,
  applyToDocument = true,
  className,
  children,
}: ThemeScopeProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!applyToDocument || typeof document === "undefined") return;
    const root = document.documentElement;
    const previous = new Map<string, string>();
    for (const [name, value] of Object.entries(variables ?? {})) {
      previous.set(name, root.style.getPropertyValue(name));
      root.style.setProperty(name, value);
    }
    const previousScheme = root.style.colorScheme;
    root.style.colorScheme = mode;
    root.dataset.clubTheme = mode;
    return () => {
      for (const [name, value] of previous) {
        if (value) root.style.setProperty(name, value);
        else root.style.removeProperty(name);
      }
      root.style.colorScheme = previousScheme;
      delete root.dataset.clubTheme;
    };
  }, [applyToDocument, variables, mode]);

  // The wrapper's variables are set through the CSSOM, not a style attribute: a page whose markup was rendered on
  // the server has a CSP (style-src with a nonce) that refuses style attributes in its HTML, never the CSSOM.
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    for (const [name, value] of Object.entries(variables ?? {})) element.style.setProperty(name, value);
    element.style.colorScheme = mode;
    return () => {
      for (const name of Object.keys(variables ?? {})) element.style.removeProperty(name);
      element.style.colorScheme = "";
    };
  }, [variables, mode]);

  const value = useMemo(() => ({ theme, portalContainer }), [theme, portalContainer]);

  return (
    <ThemeContext.Provider value={value}>
      <div ref={wrapper} className={cn("club-root", className)} data-club-theme={mode}>
        {children}
        <div ref={setPortalContainer} data-club-portals="" />
      </div>
    </ThemeContext.Provider>
  );
}

/** The resolved theme of the nearest scope that has one. */
export function useScopeTheme(): ResolvedTheme | undefined {
  return useContext(ThemeContext)?.theme;
}

/** Where overlays should portal to; `undefined` means document.body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext)?.portalContainer ?? undefined;
}
