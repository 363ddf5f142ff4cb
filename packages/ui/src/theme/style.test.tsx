import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClubStyle, injectStyle } from "./style";

afterEach(() => {
  for (const element of document.querySelectorAll("style[data-club-style]")) element.remove();
});

describe("injectStyle", () => {
  it("adds the club's CSS as the text of a <style> element and removes it on cleanup", () => {
    const remove = injectStyle(".club-title { color: rgb(1, 2, 3); }");
    const element = document.getElementById("club-style");
    expect(element?.tagName).toBe("STYLE");
    expect(element?.textContent).toContain("rgb(1, 2, 3)");
    const probe = document.createElement("h1");
    probe.className = "club-title";
    document.body.append(probe);
    expect(getComputedStyle(probe).color).toBe("rgb(1, 2, 3)");
    remove();
    expect(document.getElementById("club-style")).toBeNull();
    expect(getComputedStyle(probe).color).not.toBe("rgb(1, 2, 3)");
    probe.remove();
  });

  it("never parses the text as HTML", () => {
    injectStyle('</style><img src=x onerror="window.__pwned=1"><style>');
    const element = document.getElementById("club-style")!;
    expect(element.children).toHaveLength(0);
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("replaces an earlier style with the same id and sets the CSP nonce", () => {
    injectStyle("a { color: red }");
    injectStyle("a { color: blue }", { nonce: "abc" });
    const styles = document.querySelectorAll("#club-style");
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain("blue");
    expect((styles[0] as HTMLStyleElement).nonce).toBe("abc");
  });

  it("keeps the page's own element when it already holds the same text (a server-rendered page), and removes it on cleanup", () => {
    const served = document.createElement("style");
    served.id = "club-style";
    served.textContent = "a { color: red }";
    document.head.append(served);
    const remove = injectStyle("a { color: red }", { nonce: "abc" });
    expect(document.getElementById("club-style")).toBe(served);
    remove();
    expect(served.isConnected).toBe(false);
    // Another text replaces it.
    document.head.append(served);
    injectStyle("a { color: blue }");
    expect(served.isConnected).toBe(false);
    expect(document.getElementById("club-style")?.textContent).toBe("a { color: blue }");
  });
});

describe("ClubStyle", () => {
  it("injects while mounted and follows changes", () => {
    const view = render(<ClubStyle css="p { margin: 1px }" />);
    expect(document.getElementById("club-style")?.textContent).toContain("1px");
    view.rerender(<ClubStyle css="p { margin: 2px }" />);
    expect(document.querySelectorAll("#club-style")).toHaveLength(1);
    expect(document.getElementById("club-style")?.textContent).toContain("2px");
    view.unmount();
    expect(document.getElementById("club-style")).toBeNull();
  });

  it("injects nothing for empty CSS", () => {
    render(<ClubStyle css={null} />);
    expect(document.getElementById("club-style")).toBeNull();
  });
});
