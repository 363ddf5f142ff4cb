import { afterEach, describe, expect, it } from "vitest";
import { pageHasThemeCss } from "./ClubTheme";
import { THEME_STYLE_ELEMENT_ID } from "./theme-style";

const theme = { palette: { primary: { main: "#7a1f2b" } } };

afterEach(() => {
  document.getElementById(THEME_STYLE_ELEMENT_ID)?.remove();
});

describe("pageHasThemeCss", () => {
  it("is true only when the server inlined the theme's CSS and the theme is the one it came from", () => {
    expect(pageHasThemeCss(theme, theme)).toBe(false);
    const style = document.createElement("style");
    style.id = THEME_STYLE_ELEMENT_ID;
    document.head.append(style);
    expect(pageHasThemeCss(theme, theme)).toBe(true);
    expect(pageHasThemeCss(theme, JSON.parse(JSON.stringify(theme)))).toBe(true);
    expect(pageHasThemeCss(theme, { palette: { primary: { main: "#123456" } } })).toBe(false);
    expect(pageHasThemeCss(undefined, theme)).toBe(false);
    expect(pageHasThemeCss(theme, null)).toBe(false);
  });
});
