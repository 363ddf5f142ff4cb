import { describe, expect, it } from "vitest";
import themeCss from "../theme.css?raw";
import { AA_TEXT, contrastRatio, luminance, normalizeColor, parseColor } from "./color";
import {
  defaultTheme,
  type ResolvedTheme,
  resolveTheme,
  sanitizeFontFamily,
  themeToCssVariables,
} from "./theme";

function textPairs(theme: ResolvedTheme): [string, string, string][] {
  const c = theme.colors;
  const pairs: [string, string, string][] = [
    ["text/bg", c.text, c.background],
    ["text/surface", c.text, c.surface],
    ["muted/bg", c.textMuted, c.background],
    ["muted/surface", c.textMuted, c.surface],
    ["errorbox", c.errorBoxText, c.errorBoxBackground],
  ];
  for (const key of ["primary", "secondary", "error", "warning", "info", "success"] as const) {
    const color = c[key];
    pairs.push([`${key} on/main`, color.on, color.main]);
    pairs.push([`${key} on/hover`, color.on, color.hover]);
    pairs.push([`${key} ink/surface`, color.ink, c.surface]);
    pairs.push([`${key} ink/bg`, color.ink, c.background]);
    pairs.push([`${key} ink/soft`, color.ink, color.soft]);
  }
  return pairs;
}

describe("resolveTheme", () => {
  it("keeps the error box red on light grey whatever the club's palette (architecture §3)", () => {
    for (const input of [
      { palette: { error: { main: "#6a1b9a" } } },
      { palette: { mode: "dark", error: { main: "#00ff00" } } },
      undefined,
    ]) {
      const { colors } = resolveTheme(input as never);
      expect([colors.errorBoxText, colors.errorBoxBackground]).toEqual(["#c62828", "#eeeeee"]);
    }
  });

  it("uses the architecture §3 defaults: light, purple primary, Quicksand, dense sizing, app bar z-index 100", () => {
    const theme = resolveTheme();
    expect(theme.mode).toBe("light");
    expect(theme.colors.primary.main).toBe(defaultTheme.palette.primary.main);
    const rgb = parseColor(theme.colors.primary.main)!;
    expect(rgb.r).toBeGreaterThan(rgb.g);
    expect(rgb.b).toBeGreaterThan(rgb.g);
    expect(theme.fontFamily).toMatch(/^"Quicksand"/);
    expect(theme.density).toBe("compact");
    expect(theme.zIndex.appBar).toBe(100);
    expect(theme.zIndex.drawer).toBeGreaterThan(theme.zIndex.appBar);
    expect(theme.zIndex.modal).toBeGreaterThan(theme.zIndex.drawer);
  });

  it("merges the platform's material-style theme over the defaults", () => {
    const theme = resolveTheme({
      palette: { mode: "dark", primary: { main: "#7a1f2b" }, background: { default: "#101010" } },
      typography: { fontFamily: "Lora, serif" },
      components: { MuiButton: { defaultProps: { size: "medium" } } },
      zIndex: { appBar: 1100 },
    });
    expect(theme.mode).toBe("dark");
    expect(theme.colors.primary.main).toBe("#7a1f2b");
    expect(theme.colors.background).toBe("#101010");
    expect(theme.colors.secondary.main).toBe(defaultTheme.palette.secondary.main);
    expect(theme.fontFamily).toBe("Lora, serif");
    expect(theme.density).toBe("comfortable");
    expect(theme.zIndex).toEqual({ appBar: 1100, drawer: 1200, modal: 1300, snackbar: 1400 });
  });

  it("reads dense sizing from component defaults and an explicit density", () => {
    expect(
      resolveTheme({ components: { MuiTextField: { defaultProps: { margin: "dense" } } } }).density,
    ).toBe("compact");
    expect(resolveTheme({ density: "comfortable" }).density).toBe("comfortable");
  });

  it("ignores invalid values instead of breaking", () => {
    const theme = resolveTheme({
      palette: { mode: "neon", primary: { main: "not-a-colour" }, text: { primary: 42 } },
      typography: { fontFamily: "x; } body { display:none", fontSize: 900 },
      zIndex: { appBar: "high" },
      shape: { borderRadius: -3 },
    });
    const defaults = resolveTheme();
    expect(theme).toEqual(defaults);
    expect(resolveTheme(null)).toEqual(defaults);
    expect(resolveTheme("theme")).toEqual(defaults);
  });

  it("keeps a font family from escaping its declaration", () => {
    expect(sanitizeFontFamily("Quicksand, sans-serif")).toBe("Quicksand, sans-serif");
    expect(sanitizeFontFamily("a;b")).toBeUndefined();
    expect(sanitizeFontFamily("url(x)")).toBeUndefined();
    expect(sanitizeFontFamily("</style>")).toBeUndefined();
  });

  it("follows a club's Quicksand with its metric-matched fallback, once", () => {
    const family = (fontFamily: string) => resolveTheme({ typography: { fontFamily } }).fontFamily;
    expect(family("Quicksand, system-ui, sans-serif")).toBe(
      'Quicksand, "Quicksand Fallback", system-ui, sans-serif',
    );
    expect(family("'Quicksand'")).toBe(`'Quicksand', "Quicksand Fallback"`);
    expect(family('Lora, "Quicksand", serif')).toBe('Lora, "Quicksand", "Quicksand Fallback", serif');
    expect(family('Quicksand, "Quicksand Fallback", serif')).toBe('Quicksand, "Quicksand Fallback", serif');
    // A family whose name only contains the word is another font.
    expect(family("Quicksand Display, serif")).toBe("Quicksand Display, serif");
  });

  it("adds the bundled font stack as a fallback to an unknown family", () => {
    expect(resolveTheme({ typography: { fontFamily: "Brand Sans" } }).fontFamily).toMatch(
      /^Brand Sans, "Quicksand"/,
    );
  });

  it("computes derived shades that differ from the brand colour", () => {
    const { primary } = resolveTheme().colors;
    expect(primary.hover).not.toBe(primary.main);
    expect(luminance(primary.soft)).toBeGreaterThan(luminance(primary.main));
  });

  it.each([
    ["defaults", undefined],
    ["dark", { palette: { mode: "dark" } }],
    ["pale brand", { palette: { primary: { main: "#f7d9e3" }, secondary: { main: "#fff59d" } } }],
    ["mid grey", { palette: { primary: { main: "#777777" }, warning: { main: "#ffb300" } } }],
    [
      "dark on dark",
      {
        palette: {
          mode: "dark",
          primary: { main: "#1a0a2e" },
          background: { default: "#000", paper: "#0d0d0d" },
        },
      },
    ],
    ["bad contrastText", { palette: { primary: { main: "#ffeb3b", contrastText: "#ffffff" } } }],
    ["low-contrast text", { palette: { text: { primary: "#cccccc", secondary: "#dddddd" } } }],
  ])("meets WCAG AA for every text pair (%s)", (_name, input) => {
    const theme = resolveTheme(input);
    for (const [label, fg, bg] of textPairs(theme)) {
      expect(contrastRatio(fg, bg), `${label}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("meets WCAG AA for 200 random brand palettes in both modes", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const color = () =>
      `#${Math.floor(random() * 0xffffff)
        .toString(16)
        .padStart(6, "0")}`;
    for (let i = 0; i < 200; i++) {
      const theme = resolveTheme({
        palette: {
          mode: i % 2 ? "dark" : "light",
          primary: { main: color() },
          secondary: { main: color() },
          error: { main: color() },
        },
      });
      for (const [label, fg, bg] of textPairs(theme)) {
        expect(contrastRatio(fg, bg), `${label}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });
});

describe("theme.css", () => {
  it("declares the same :root defaults that resolveTheme() computes", () => {
    const root = themeCss.slice(themeCss.indexOf(":root {"));
    const declared = Object.fromEntries(
      [...root.matchAll(/(--club-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]),
    );
    expect(declared).toEqual(themeToCssVariables(resolveTheme()));
  });

  it("maps every Tailwind colour token to a variable the provider sets", () => {
    const variables = themeToCssVariables(resolveTheme());
    const used = [...themeCss.matchAll(/var\((--club-[\w-]+)\)/g)].map((match) => match[1]!);
    for (const name of used) expect(variables, name).toHaveProperty(name);
  });
});

describe("colour parsing", () => {
  it("understands hex, rgb(), hsl() and names", () => {
    expect(normalizeColor("#abc")).toBe("#aabbcc");
    expect(normalizeColor("#7B1FA2")).toBe("#7b1fa2");
    expect(normalizeColor("rgb(123, 31, 162)")).toBe("#7b1fa2");
    expect(normalizeColor("rgba(0 0 0 / 50%)")).toBe("#000000");
    expect(normalizeColor("hsl(0, 100%, 50%)")).toBe("#ff0000");
    expect(normalizeColor("purple")).toBe("#800080");
    expect(normalizeColor("var(--x)")).toBeNull();
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });
});
