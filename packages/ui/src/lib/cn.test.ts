import { describe, expect, it } from "vitest";
import themeCss from "../theme.css?raw";
import { cn, KIT_THEME_KEYS } from "./cn";

describe("cn", () => {
  it("skips falsy values", () => {
    expect(cn("a", false, null, undefined, 0, "b")).toBe("a b");
  });

  it("lets the later of two conflicting utilities win, per variant", () => {
    expect(cn("h-10 whitespace-nowrap", "h-auto whitespace-normal")).toBe("h-auto whitespace-normal");
    expect(cn("px-3 text-sm", "px-0")).toBe("text-sm px-0");
    // A phone rule and a desktop rule of the same property are no conflict.
    expect(cn("inset-x-0 bottom-0", "sm:left-1/2")).toBe("inset-x-0 bottom-0 sm:left-1/2");
    expect(cn("sm:max-w-lg", "sm:max-w-2xl")).toBe("sm:max-w-2xl");
  });

  it("gives the same merge for the same classes however often and however split, past its bound of kept merges", () => {
    expect(cn("px-3 text-sm", "px-0")).toBe("text-sm px-0");
    expect(cn("px-3", "text-sm px-0")).toBe("text-sm px-0");
    for (let index = 0; index < 2500; index++)
      expect(cn(`px-3 club-${index}`, "px-0")).toBe(`club-${index} px-0`);
    expect(cn("px-3 text-sm", "px-0")).toBe("text-sm px-0");
    expect(cn("", false)).toBe("");
  });

  it("knows the kit's own theme keys and CSS-variable values", () => {
    expect(cn("rounded-control", "rounded-card")).toBe("rounded-card");
    expect(cn("h-control", "h-8")).toBe("h-8");
    expect(cn("h-(--club-control-h)", "h-auto")).toBe("h-auto");
    expect(cn("motion-safe:animate-fade-in", "motion-safe:animate-slide-up")).toBe(
      "motion-safe:animate-slide-up",
    );
    // Colour tokens and sizes are different groups: both stay.
    expect(cn("text-sm", "text-on-primary", "text-fg-muted")).toBe("text-sm text-fg-muted");
  });

  it("registers every radius, spacing and animation token that theme.css declares", () => {
    const declared = (prefix: string) =>
      [...themeCss.matchAll(new RegExp(`--${prefix}-([\\w-]+):`, "g"))].map((match) => match[1]).sort();
    expect([...KIT_THEME_KEYS.radius].sort()).toEqual(declared("radius"));
    expect([...KIT_THEME_KEYS.spacing].sort()).toEqual(declared("spacing"));
    expect([...KIT_THEME_KEYS.animate].sort()).toEqual(declared("animate"));
  });
});
