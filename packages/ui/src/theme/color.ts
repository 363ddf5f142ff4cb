/** Small, dependency-free colour maths: parsing, mixing and WCAG 2.x contrast. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const NAMED: Record<string, string> = {
  black: "#000000",
  white: "#ffffff",
  purple: "#800080",
  red: "#ff0000",
  green: "#008000",
  blue: "#0000ff",
  navy: "#000080",
  maroon: "#800000",
  olive: "#808000",
  teal: "#008080",
  grey: "#808080",
  gray: "#808080",
  silver: "#c0c0c0",
  orange: "#ffa500",
  gold: "#ffd700",
  crimson: "#dc143c",
  darkred: "#8b0000",
  indigo: "#4b0082",
  darkgreen: "#006400",
};

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: channel(hue + 1 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1 / 3) * 255 };
}

function rgbToHsl({ r, g, b }: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

/** Parses #rgb, #rrggbb, #rrggbbaa, rgb()/rgba(), hsl()/hsla() and a few colour names. Alpha is ignored. */
export function parseColor(input: unknown): Rgb | null {
  if (typeof input !== "string") return null;
  const value = input.trim().toLowerCase();
  const named = NAMED[value];
  if (named) return parseColor(named);
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex?.[1]) {
    let digits = hex[1];
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join("");
    return {
      r: Number.parseInt(digits.slice(0, 2), 16),
      g: Number.parseInt(digits.slice(2, 4), 16),
      b: Number.parseInt(digits.slice(4, 6), 16),
    };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (fn?.[1] && fn[2] !== undefined) {
    const parts = fn[2]
      .replace(/\//g, " ")
      .split(/[\s,]+/)
      .filter(Boolean);
    if (parts.length < 3) return null;
    const num = (part: string, scale: number) =>
      part.endsWith("%") ? (Number.parseFloat(part) / 100) * scale : Number.parseFloat(part);
    if (fn[1].startsWith("rgb")) {
      const [r, g, b] = parts.slice(0, 3).map((p) => clamp(num(p, 255), 0, 255));
      if ([r, g, b].some((c) => c === undefined || Number.isNaN(c))) return null;
      return { r: r!, g: g!, b: b! };
    }
    const h = Number.parseFloat(parts[0]!);
    const s = clamp(num(parts[1]!, 1) > 1 ? num(parts[1]!, 1) / 100 : num(parts[1]!, 1));
    const l = clamp(num(parts[2]!, 1) > 1 ? num(parts[2]!, 1) / 100 : num(parts[2]!, 1));
    if ([h, s, l].some(Number.isNaN)) return null;
    return hslToRgb(h, s, l);
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (c: number) =>
    Math.round(clamp(c, 0, 255))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Normalises any supported colour to #rrggbb, or returns null. */
export function normalizeColor(input: unknown): string | null {
  const rgb = parseColor(input);
  return rgb ? toHex(rgb) : null;
}

/** Mixes `a` towards `b`; weight 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, weight: number): string {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return a;
  const w = clamp(weight);
  return toHex({ r: ca.r + (cb.r - ca.r) * w, g: ca.g + (cb.g - ca.g) * w, b: ca.b + (cb.b - ca.b) * w });
}

/** WCAG 2.x relative luminance. */
export function luminance(color: string): number {
  const rgb = parseColor(color);
  if (!rgb) return 0;
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb.r) + 0.7152 * lin(rgb.g) + 0.0722 * lin(rgb.b);
}

/** WCAG 2.x contrast ratio, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/**
 * Returns `color`, darkened or lightened as little as needed, so that it reaches `ratio` against
 * every background given. Direction follows the first background: darker on light, lighter on dark.
 */
export function ensureContrast(color: string, backgrounds: string[], ratio = AA_TEXT): string {
  const rgb = parseColor(color);
  if (!rgb || backgrounds.length === 0) return color;
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (worst(toHex(rgb)) >= ratio) return toHex(rgb);
  const darken = luminance(backgrounds[0]!) > 0.18;
  const [h, s, l] = rgbToHsl(rgb);
  for (let step = 1; step <= 100; step++) {
    const nl = clamp(darken ? l - step * 0.01 : l + step * 0.01);
    const candidate = toHex(hslToRgb(h, s, nl));
    if (worst(candidate) >= ratio) return candidate;
    if (nl === 0 || nl === 1) break;
  }
  return darken ? "#000000" : "#ffffff";
}

/**
 * Picks readable text for a filled background: the preferred colour if it already passes AA on
 * every background, otherwise whichever of near-white and near-black reads best (one always passes).
 */
export function readableOn(backgrounds: string[], preferred?: string | null): string {
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (preferred && worst(preferred) >= AA_TEXT) return preferred;
  const light = "#ffffff";
  const dark = "#1a1417";
  if (worst(light) >= AA_TEXT) return light;
  if (worst(dark) >= AA_TEXT) return dark;
  return worst(light) >= worst("#000000") ? light : "#000000";
}
