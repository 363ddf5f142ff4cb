import { describe, expect, it, vi } from "vitest";
import { onConsentSettings, openConsentSettings } from "./consent-store";

describe("the footer's cookie settings", () => {
  it("reach the banner that listens", () => {
    const listener = vi.fn();
    const stop = onConsentSettings(listener);
    openConsentSettings();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    openConsentSettings();
    expect(listener).toHaveBeenCalledTimes(1);
    // That last request was made with nobody listening: the next listener takes it.
    onConsentSettings(() => undefined)();
  });

  it("pressed before the banner's code has loaded, open it once it listens, and only once", () => {
    openConsentSettings();
    const first = vi.fn();
    const stop = onConsentSettings(first);
    expect(first).toHaveBeenCalledTimes(1);
    stop();
    const second = vi.fn();
    onConsentSettings(second)();
    expect(second).not.toHaveBeenCalled();
  });
});
