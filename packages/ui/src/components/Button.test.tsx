import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

describe("Button asChild", () => {
  it("styles its link: the button's classes and the link's, the icons around the link's text", () => {
    render(
      <Button asChild startIcon={<span data-testid="start" />} endIcon={<span data-testid="end" />}>
        <a href="/en/shop-pages/cellar" className="own" aria-label="Shop now">
          Shop now
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Shop now" });
    expect(link.getAttribute("href")).toBe("/en/shop-pages/cellar");
    expect(link.className).toMatch(/inline-flex/);
    expect(link.className.split(" ").at(-1)).toBe("own");
    expect(
      [...link.childNodes].map((node) => (node as HTMLElement).dataset?.testid ?? node.textContent),
    ).toEqual(["start", "Shop now", "end"]);
  });

  it("runs the link's click handler, then the button's; sets both refs; the link's own props win", () => {
    const calls: string[] = [];
    const buttonRef = createRef<HTMLButtonElement>();
    const linkRef = createRef<HTMLAnchorElement>();
    const onButtonClick = vi.fn(() => calls.push("button"));
    render(
      <Button asChild ref={buttonRef} onClick={onButtonClick} title="button's" data-kind="action">
        <a
          href="/en/"
          ref={linkRef}
          title="link's"
          onClick={(event) => {
            event.preventDefault();
            calls.push("link");
          }}
        >
          Home
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Home" });
    fireEvent.click(link);
    expect(calls).toEqual(["link", "button"]);
    expect(buttonRef.current).toBe(link);
    expect(linkRef.current).toBe(link);
    expect(link.title).toBe("link's");
    expect(link.dataset.kind).toBe("action");
  });
});
