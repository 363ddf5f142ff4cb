import { type ReactNode, useMemo } from "react";
import { ThemeScope, useScopeTheme } from "./ThemeScope";
import { type ResolvedTheme, resolveTheme, type ThemeInput, themeToCssVariables } from "./theme";

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
export function ThemeProvider({ theme, ...props }: ThemeProviderProps) {
  const resolved = useMemo(() => resolveTheme(theme ?? undefined), [theme]);
  const variables = useMemo(() => themeToCssVariables(resolved), [resolved]);
  return <ThemeScope mode={resolved.mode} variables={variables} theme={resolved} {...props} />;
}

let defaults: ResolvedTheme | undefined;

/** The resolved theme (defaults outside a ThemeProvider, or in a `ThemeScope` given only variables). */
export function useTheme(): ResolvedTheme {
  const theme = useScopeTheme();
  if (theme) return theme;
  defaults ??= resolveTheme();
  return defaults;
}
