import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  ensureContrast,
  luminance,
  mix,
  normalizeColor,
  readableOn,
} from "./color";
import { DEFAULT_MODE, themeMode } from "./mode";

/** One palette colour as the platform sends it (material-style). Every field is optional. */
export interface PaletteColorInput {
  main?: string;
  light?: string;
  dark?: string;
  contrastText?: string;
}

type ComponentDefaults = { defaultProps?: { size?: string; margin?: string; dense?: boolean } };

/**
 * The platform's theme JSON (a material-style ThemeOptions subset). Unknown keys are ignored and
 * invalid values fall back to the defaults, so whatever the platform answers is safe to pass in.
 */
export interface ThemeInput {
  palette?: {
    mode?: "light" | "dark";
    primary?: PaletteColorInput;
    secondary?: PaletteColorInput;
    error?: PaletteColorInput;
    warning?: PaletteColorInput;
    info?: PaletteColorInput;
    success?: PaletteColorInput;
    background?: { default?: string; paper?: string };
    text?: { primary?: string; secondary?: string };
    divider?: string;
  };
  typography?: {
    fontFamily?: string;
    fontSize?: number;
    h1?: { fontFamily?: string };
  };
  shape?: { borderRadius?: number };
  /** Shorthand for the sizing the `components` defaults describe. */
  density?: Density;
  components?: Record<string, ComponentDefaults | undefined>;
  zIndex?: { appBar?: number; drawer?: number; modal?: number; snackbar?: number };
}

export type ThemeMode = "light" | "dark";
export type Density = "compact" | "comfortable";

export interface ResolvedColor {
  /** The brand colour as given, used for fills. */
  main: string;
  /** Fill on hover/press. */
  hover: string;
  /** A faint tint of the colour for backgrounds. */
  soft: string;
  /** Text or icons on a `main` (or `hover`) fill; AA against both. */
  on: string;
  /** The colour adjusted for text on the page background and surfaces; AA against both. */
  ink: string;
}

/** The theme after merging over the defaults, with every derived colour computed. */
export interface ResolvedTheme {
  mode: ThemeMode;
  colors: {
    primary: ResolvedColor;
    secondary: ResolvedColor;
    error: ResolvedColor;
    warning: ResolvedColor;
    info: ResolvedColor;
    success: ResolvedColor;
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    borderStrong: string;
    errorBoxBackground: string;
    errorBoxText: string;
  };
  fontFamily: string;
  headingFontFamily: string;
  fontSize: number;
  radius: number;
  density: Density;
  zIndex: { appBar: number; drawer: number; modal: number; snackbar: number };
}

export const FONT_STACK =
  '"Quicksand", "Quicksand Fallback", ui-rounded, "Segoe UI", system-ui, -apple-system, sans-serif';

/** Architecture §3 defaults: light mode, primary purple, Quicksand, small/dense sizing, app bar z-index 100. */
export const defaultTheme = {
  palette: {
    mode: DEFAULT_MODE,
    primary: { main: "#7b1fa2" },
    secondary: { main: "#8d6e3f" },
    error: { main: "#c62828" },
    warning: { main: "#b26a00" },
    info: { main: "#1565c0" },
    success: { main: "#2e7d32" },
  },
  typography: { fontFamily: FONT_STACK, fontSize: 14 },
  shape: { borderRadius: 10 },
  density: "compact",
  zIndex: { appBar: 100 },
} as const satisfies ThemeInput;

const SURFACES: Record<ThemeMode, { background: string; surface: string; text: string; textMuted: string }> =
  {
    light: { background: "#faf8f6", surface: "#ffffff", text: "#1f1a1d", textMuted: "#5c5259" },
    dark: { background: "#141114", surface: "#1e1a1e", text: "#f4eff3", textMuted: "#bcb2ba" },
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const get = (value: unknown, ...path: string[]): unknown => {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
};

const num = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : undefined;

/** A font-family value that cannot escape its declaration. */
export function sanitizeFontFamily(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 300 || /[;{}<>\\]|url\(|expression\(/i.test(trimmed)) return undefined;
  return trimmed;
}

/** "Quicksand" as one entry of a font-family list (quoted or not). */
const QUICKSAND_ENTRY = /(^|,)\s*(["']?)quicksand\2\s*(?=,|$)/i;

function withFallback(family: string): string {
  // The bundled Quicksand is followed by its metric-matched fallback (fonts.css): swapping it in moves no text.
  if (QUICKSAND_ENTRY.test(family))
    return /quicksand fallback/i.test(family)
      ? family
      : family.replace(QUICKSAND_ENTRY, (entry) => `${entry}, "Quicksand Fallback"`);
  return /sans-serif|serif|monospace|system-ui/i.test(family) ? family : `${family}, ${FONT_STACK}`;
}

function densityOf(input: unknown): Density | undefined {
  const explicit = get(input, "density");
  if (explicit === "compact" || explicit === "comfortable") return explicit;
  const components = get(input, "components");
  if (!isRecord(components)) return undefined;
  let found: Density | undefined;
  for (const entry of Object.values(components)) {
    const props = get(entry, "defaultProps");
    if (!isRecord(props)) continue;
    if (props.size === "small" || props.margin === "dense" || props.dense === true) return "compact";
    if (props.size === "medium" || props.size === "large" || props.margin === "normal") found = "comfortable";
  }
  return found;
}

function resolveColor(
  input: unknown,
  fallback: string,
  mode: ThemeMode,
  background: string,
  surface: string,
): ResolvedColor {
  const main = normalizeColor(get(input, "main")) ?? fallback;
  // Text on the fill: the platform's contrastText if it passes AA, else the best of light and dark.
  const on = readableOn([main], normalizeColor(get(input, "contrastText")));
  const onIsLight = luminance(on) > 0.5;
  // Hover moves away from the text colour, so it keeps (and improves) the contrast.
  const givenHover = normalizeColor(onIsLight ? get(input, "dark") : get(input, "light"));
  const hover =
    givenHover && contrastRatio(givenHover, on) >= AA_TEXT
      ? givenHover
      : mix(main, onIsLight ? "#000000" : "#ffffff", 0.16);
  const soft = mix(main, surface, mode === "light" ? 0.9 : 0.8);
  // The colour as text: AA on the page, on cards and on its own soft tint (badges, alerts).
  const ink = ensureContrast(main, [surface, background, soft], AA_TEXT);
  return { main, hover, soft, on, ink };
}

/** Merges the platform's theme JSON over the spec defaults and computes every derived colour. */
export function resolveTheme(input?: unknown): ResolvedTheme {
  const mode = themeMode(input);
  const base = SURFACES[mode];
  const background = normalizeColor(get(input, "palette", "background", "default")) ?? base.background;
  const surface = normalizeColor(get(input, "palette", "background", "paper")) ?? base.surface;
  const surfaces = [surface, background];
  const text = ensureContrast(
    normalizeColor(get(input, "palette", "text", "primary")) ?? base.text,
    surfaces,
  );
  const textMuted = ensureContrast(
    normalizeColor(get(input, "palette", "text", "secondary")) ?? base.textMuted,
    surfaces,
  );
  const border = normalizeColor(get(input, "palette", "divider")) ?? mix(text, surface, 0.86);
  const borderStrong = ensureContrast(mix(text, surface, 0.55), surfaces, AA_NON_TEXT);
  const surfaceMuted = mix(surface, text, mode === "light" ? 0.04 : 0.07);
  const palette = defaultTheme.palette;
  const color = (key: "primary" | "secondary" | "error" | "warning" | "info" | "success") =>
    resolveColor(get(input, "palette", key), palette[key].main, mode, background, surface);
  const error = color("error");
  /** Red with AA contrast (5.1:1) on the error box's #eeeeee. */
  const ERROR_BOX_RED = "#c62828";
  const fontFamily = withFallback(sanitizeFontFamily(get(input, "typography", "fontFamily")) ?? FONT_STACK);
  const headingFontFamily = withFallback(
    sanitizeFontFamily(get(input, "typography", "h1", "fontFamily")) ?? fontFamily,
  );
  const appBar = num(get(input, "zIndex", "appBar"), 0, 100000) ?? defaultTheme.zIndex.appBar;
  // Architecture §3: render failures show red text on light grey, whatever the club's palette (a club whose "error"
  // colour is not red, or a dark theme, must not change it): both are fixed.
  const errorBoxBackground = "#eeeeee";
  return {
    mode,
    colors: {
      primary: color("primary"),
      secondary: color("secondary"),
      error,
      warning: color("warning"),
      info: color("info"),
      success: color("success"),
      background,
      surface,
      surfaceMuted,
      text,
      textMuted,
      border,
      borderStrong,
      errorBoxBackground,
      errorBoxText: ERROR_BOX_RED,
    },
    fontFamily,
    headingFontFamily,
    fontSize: num(get(input, "typography", "fontSize"), 10, 24) ?? defaultTheme.typography.fontSize,
    radius: num(get(input, "shape", "borderRadius"), 0, 32) ?? defaultTheme.shape.borderRadius,
    density: densityOf(input) ?? defaultTheme.density,
    zIndex: {
      appBar,
      drawer: num(get(input, "zIndex", "drawer"), 0, 100000) ?? appBar + 100,
      modal: num(get(input, "zIndex", "modal"), 0, 100000) ?? appBar + 200,
      snackbar: num(get(input, "zIndex", "snackbar"), 0, 100000) ?? appBar + 300,
    },
  };
}

/** The CSS custom properties the Tailwind tokens in `theme.css` read. */
export function themeToCssVariables(theme: ResolvedTheme): Record<`--${string}`, string> {
  const c = theme.colors;
  const vars: Record<`--${string}`, string> = {
    "--club-bg": c.background,
    "--club-surface": c.surface,
    "--club-surface-muted": c.surfaceMuted,
    "--club-fg": c.text,
    "--club-fg-muted": c.textMuted,
    "--club-border": c.border,
    "--club-border-strong": c.borderStrong,
    "--club-errorbox-bg": c.errorBoxBackground,
    "--club-errorbox-fg": c.errorBoxText,
    "--club-font": theme.fontFamily,
    "--club-font-heading": theme.headingFontFamily,
    "--club-font-size": `${theme.fontSize / 16}rem`,
    "--club-radius": `${theme.radius}px`,
    "--club-control-h": theme.density === "compact" ? "2.5rem" : "2.875rem",
    "--club-control-px": theme.density === "compact" ? "0.875rem" : "1.125rem",
    "--club-gap": theme.density === "compact" ? "0.75rem" : "1rem",
    "--club-z-appbar": String(theme.zIndex.appBar),
    "--club-z-drawer": String(theme.zIndex.drawer),
    "--club-z-modal": String(theme.zIndex.modal),
    "--club-z-toast": String(theme.zIndex.snackbar),
  };
  for (const key of ["primary", "secondary", "error", "warning", "info", "success"] as const) {
    const color = c[key];
    vars[`--club-${key}`] = color.main;
    vars[`--club-${key}-hover`] = color.hover;
    vars[`--club-${key}-soft`] = color.soft;
    vars[`--club-on-${key}`] = color.on;
    vars[`--club-${key}-ink`] = color.ink;
  }
  return vars;
}

/** The variables as a CSS rule, e.g. for server rendering or a static page. */
export function themeToCss(theme: ResolvedTheme, selector = ":root"): string {
  const body = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join("\n");
  return `${selector} {\n${body}\n  color-scheme: ${theme.mode};\n}`;
}
