import { describe, expect, it } from "vitest";
import { scopedComponentCss } from "./scoped-css";

describe("a custom component's CSS", () => {
  it("is scoped to the component's element", () => {
    expect(scopedComponentCss("castelvecchio-welcome", ".welcome-points { gap: .5rem; }")).toBe(
      '@scope ([data-component-id="castelvecchio-welcome"]) {\n.welcome-points { gap: .5rem; }\n}',
    );
  });

  it("keeps braces inside strings and comments", () => {
    expect(scopedComponentCss("c1", "li::before { content: '}'; } /* { */")).not.toBeNull();
  });

  it("is refused when it would close the scope and reach the page", () => {
    expect(scopedComponentCss("c1", "} body { display: none } .x {")).toBeNull();
    expect(scopedComponentCss("c1", ".a { color: red; ")).toBeNull();
    expect(scopedComponentCss("c1", ".a { content: 'open }")).toBeNull();
    expect(scopedComponentCss("c1", ".a {} /* unterminated")).toBeNull();
  });

  it("is nothing when empty or when the id could break the selector", () => {
    expect(scopedComponentCss("c1", "  ")).toBeNull();
    expect(scopedComponentCss("c1", null)).toBeNull();
    expect(scopedComponentCss('x"] , body [y="', ".a {}")).toBeNull();
  });
});
