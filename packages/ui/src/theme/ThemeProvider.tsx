import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { type ResolvedTheme, resolveTheme, type ThemeInput, themeToCssVariables } from "./theme";

interface ThemeContextValue {
  theme: ResolvedTheme;
  /** Element portals (dialogs, menus, toasts) render into, so they inherit the theme variables. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** The platform's theme JSON; merged over the spec defaults. Invalid values are ignored. */
  theme?: ThemeInput | Record<string, unknown> | null;
  /**
   * Also set the variables, `color-scheme` and the page background on `<html>` (default true), so
   * the whole page, scrollbars included, follows the club's palette.
   */
  applyToDocument?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * Applies a club's theme as CSS variables on a wrapper element (and, by default, on `<html>`).
 * Every component of the kit reads its colours, font, radius, density and z-indexes from them,
 * so a new theme restyles everything at run time without a rebuild.
 */
export function ThemeProvider({ theme, applyToDocument = true, className, children }: ThemeProviderProps) {
  const resolved = useMemo(() => resolveTheme(theme ?? undefined), [theme]);
  const variables = useMemo(() => themeToCssVariables(resolved), [resolved]);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!applyToDocument || typeof document === "undefined") return;
    const root = document.documentElement;
    const previous = new Map<string, string>();
    for (const [name, value] of Object.entries(variables)) {
      previous.set(name, root.style.getPropertyValue(name));
      root.style.setProperty(name, value);
    }
    const previousScheme = root.style.colorScheme;
    root.style.colorScheme = resolved.mode;
    root.dataset.clubTheme = resolved.mode;
    return () => {
      for (const [name, value] of previous) {
        if (value) root.style.setProperty(name, value);
        else root.style.removeProperty(name);
      }
      root.style.colorScheme = previousScheme;
      delete root.dataset.clubTheme;
    };
  }, [applyToDocument, variables, resolved.mode]);

  // The wrapper's variables are set through the CSSOM, not a style attribute: a page whose markup was rendered on
  // the server has a CSP (style-src with a nonce) that refuses style attributes in its HTML, never the CSSOM.
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
    element.style.colorScheme = resolved.mode;
    return () => {
      for (const name of Object.keys(variables)) element.style.removeProperty(name);
      element.style.colorScheme = "";
    };
  }, [variables, resolved.mode]);

  const value = useMemo(() => ({ theme: resolved, portalContainer }), [resolved, portalContainer]);

  return (
    <ThemeContext.Provider value={value}>
      <div ref={wrapper} className={cn("club-root", className)} data-club-theme={resolved.mode}>
        {children}
        <div ref={setPortalContainer} data-club-portals="" />
      </div>
    </ThemeContext.Provider>
  );
}

const fallback: ThemeContextValue = { theme: resolveTheme(), portalContainer: null };

/** The resolved theme (defaults when used outside a ThemeProvider). */
export function useTheme(): ResolvedTheme {
  return (useContext(ThemeContext) ?? fallback).theme;
}

/** Where overlays should portal to; `undefined` means document.body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext)?.portalContainer ?? undefined;
}
