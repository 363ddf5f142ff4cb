import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "../components/Button";
import { ThemeProvider, useTheme } from "./ThemeProvider";
import { ThemeScope } from "./ThemeScope";

function Mode() {
  return <span>{useTheme().mode}</span>;
}

describe("ThemeProvider", () => {
  it("applies the club's colours as CSS variables that the components read", () => {
    render(
      <ThemeProvider theme={{ palette: { primary: { main: "#7a1f2b" } } }}>
        <Button>Buy</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole("button", { name: "Buy" });
    expect(getComputedStyle(button).backgroundColor).toBe("rgb(122, 31, 43)");
    expect(document.documentElement.style.getPropertyValue("--club-primary")).toBe("#7a1f2b");
  });

  it("switches palette at run time and restores <html> on unmount", () => {
    const view = render(
      <ThemeProvider theme={{ palette: { mode: "light" } }}>
        <Mode />
      </ThemeProvider>,
    );
    expect(screen.getByText("light")).toBeTruthy();
    view.rerender(
      <ThemeProvider theme={{ palette: { mode: "dark" } }}>
        <Mode />
      </ThemeProvider>,
    );
    expect(screen.getByText("dark")).toBeTruthy();
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(document.documentElement.dataset.clubTheme).toBe("dark");
    view.unmount();
    expect(document.documentElement.style.getPropertyValue("--club-primary")).toBe("");
    expect(document.documentElement.dataset.clubTheme).toBeUndefined();
  });

  it("can scope a theme to its subtree only", () => {
    const { container } = render(
      <ThemeProvider theme={{ palette: { primary: { main: "#123456" } } }} applyToDocument={false}>
        <p>scoped</p>
      </ThemeProvider>,
    );
    const root = container.querySelector<HTMLElement>(".club-root")!;
    expect(root.style.getPropertyValue("--club-primary")).toBe("#123456");
    expect(document.documentElement.style.getPropertyValue("--club-primary")).toBe("");
  });

  it("applies the z-index of the app bar from the theme", () => {
    const { container } = render(
      <ThemeProvider theme={{ zIndex: { appBar: 1100 } }} applyToDocument={false} />,
    );
    expect(
      container.querySelector<HTMLElement>(".club-root")!.style.getPropertyValue("--club-z-appbar"),
    ).toBe("1100");
  });

  it("as a ThemeScope without variables, leaves the colours to the page's rules and still sets the mode", () => {
    const view = render(
      <ThemeScope mode="dark">
        <Mode />
      </ThemeScope>,
    );
    const root = view.container.querySelector<HTMLElement>(".club-root")!;
    expect(root.dataset.clubTheme).toBe("dark");
    expect(root.style.colorScheme).toBe("dark");
    expect(root.style.getPropertyValue("--club-primary")).toBe("");
    expect(document.documentElement.dataset.clubTheme).toBe("dark");
    expect(document.documentElement.style.getPropertyValue("--club-primary")).toBe("");
    // No resolved theme in the scope: useTheme gives the defaults.
    expect(screen.getByText("light")).toBeTruthy();
    view.unmount();
    expect(document.documentElement.dataset.clubTheme).toBeUndefined();
  });
});
