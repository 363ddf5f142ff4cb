import { describe, expect, it } from "vitest";
import { classesOf, createCriticalCss, requiredClasses } from "./critical-css";

// As Tailwind v4 and Vite's minifier write it: layers, flat class rules, media and supports groups, escapes.
const SHEET = [
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-red:red}}",
  "@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}",
  "@layer utilities{",
  ".grid{display:grid}",
  ".unused{color:red}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".w-1\\/2{width:50%}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  ".space-y-2>:not(:last-child){margin-block-end:.5rem}",
  ".group-hover\\:text-red:is(:where(.group):hover *){color:red}",
  ".card:not(.flat){box-shadow:0 0 1px}",
  ".a,.b{order:1}",
  "@media (min-width:40rem){.sm\\:gap-4{gap:1rem}.sm\\:unused{gap:2rem}}",
  "@media (min-width:64rem){.lg\\:unused{gap:3rem}}",
  "}",
  '@font-face{font-family:Q;src:url(/assets/q-latin-ext.woff2)format("woff2");unicode-range:U+100-2BA,U+1E00-1E9F}',
  '@font-face{font-family:Q;src:url(/assets/q-latin.woff2)format("woff2");unicode-range:U+??,U+131,U+2000-206F}',
  '@font-face{font-family:"Q Fallback";src:local("Arial")}',
  "@keyframes spin{to{transform:rotate(1turn)}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join("");

describe("the critical CSS of a page", () => {
  const critical = createCriticalCss(SHEET);
  const markup =
    '<div class="grid sm:gap-4 w-1/2"><ul class="space-y-2 [&amp;&gt;svg]:size-4 hover:underline group">' +
    '<li class="group-hover:text-red card b">x</li></ul></div>';
  const css = critical.forMarkup(markup);

  it("keeps every rule the markup's classes can match, in the stylesheet's order and groups", () => {
    for (const rule of [
      ".grid{display:grid}",
      ".hover\\:underline:hover{",
      ".w-1\\/2{",
      ".\\[\\&\\>svg\\]\\:size-4>svg{",
      ".space-y-2>:not(:last-child){",
      ".group-hover\\:text-red:is(:where(.group):hover *){",
      ".card:not(.flat){",
      ".a,.b{order:1}",
      "@media (min-width:40rem){.sm\\:gap-4{gap:1rem}}",
    ])
      expect(css).toContain(rule);
    expect(css.indexOf(".grid{")).toBeLessThan(css.indexOf(".hover\\:underline"));
    expect(
      css.startsWith("@layer theme,base,components,utilities;@layer theme{:root,:host{--color-red:red}}"),
    ).toBe(true);
  });

  it("drops the rules of classes the markup lacks, keeping every group they were in, empty if need be", () => {
    expect(css).not.toContain(".unused");
    expect(css).not.toContain("sm\\:unused");
    expect(css).toContain("@media (min-width:64rem){}");
    // The whole sheet's groups, in its order: the rules left out can be added into them, never a group.
    const groups = (sheet: string) => sheet.match(/@(layer|media|supports)[^{;]*\{/g);
    expect(groups(critical.forMarkup("<p>text</p>"))).toEqual(groups(SHEET));
  });

  it("keeps what names no class: base rules, fonts, keyframes, properties", () => {
    expect(css).toContain("@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}");
    expect(css).toContain("@font-face{font-family:Q;src:url(/assets/q-latin.woff2)");
    expect(css).toContain("@keyframes spin{to{transform:rotate(1turn)}}");
    expect(css).toContain('@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000;}');
    expect(critical.forMarkup("<p>text</p>")).not.toContain(".grid");
  });

  it("names the font files that cover Basic Latin", () => {
    expect(critical.latinFonts).toEqual(["/assets/q-latin.woff2"]);
  });
});

describe("requiredClasses", () => {
  it("reads escaped class names, not those under :not() or in attribute selectors", () => {
    expect(requiredClasses(".md\\:grid-cols-3")).toEqual(["md:grid-cols-3"]);
    expect(requiredClasses(".\\32xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(requiredClasses(".x:not(.y,.z) .w")).toEqual(["x", "w"]);
    expect(requiredClasses('.x[data-a=".b"] [title=".c"]')).toEqual(["x"]);
    expect(requiredClasses(":is(:where(.peer):checked~*)")).toEqual(["peer"]);
    expect(requiredClasses("html,:host")).toEqual([]);
  });
});

describe("classesOf", () => {
  it("reads every class attribute, unescaping React's entities", () => {
    expect([...classesOf('<a class="x  y&amp;z"></a><svg class="[&amp;&gt;p]:m-0"></svg>')]).toEqual([
      "x",
      "y&z",
      "[&>p]:m-0",
    ]);
  });
});
