import { describe, expect, it } from "vitest";
import { loadingLabel } from "./first-paint";

describe("loadingLabel", () => {
  it("is the catalogs' translation of Loading...", () => {
    expect(loadingLabel("en")).toBe("Loading...");
    expect(loadingLabel("it")).toBe("Caricamento...");
  });
});
