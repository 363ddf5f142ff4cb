import { I18nProvider } from "@lingui/react";
import { act, render } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n } from "../../i18n/i18n";
import { memoryStore } from "../../session/storage";
import { ConsentFrame } from "./ConsentFrame";
import { FRAME_STATE_KEY, parseFrameMessage, parseFrameState } from "./consent-frame-protocol";
import { openConsentSettings } from "./consent-store";

const fromFrame = (data: unknown) => ({ source: "club-consent-frame", ...(data as object) });

function mount() {
  const store = memoryStore();
  store.set(FRAME_STATE_KEY, JSON.stringify({ "c:euconsent": "yes" }));
  render(
    <I18nProvider i18n={i18n}>
      <ConsentFrame language="en" store={store} />
    </I18nProvider>,
  );
  const frame = document.querySelector("iframe")!;
  const frameWindow = frame.contentWindow!;
  const sent = vi.spyOn(frameWindow, "postMessage").mockImplementation(() => {});
  /** A message event as the browser would deliver it to the page. */
  const post = (data: unknown, { source = frameWindow as Window, origin = "null" } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, source, origin }));
    });
  return { store, frame, sent, post, messages: () => sent.mock.calls.map(([message]) => message) };
}

describe("ConsentFrame", () => {
  beforeAll(() => activateLanguage("en"));

  it("answers the frame's ready with what its script stored, makes room for its banner and keeps what it stores", async () => {
    const { store, frame, post, messages } = mount();
    expect(frame.style.height).toBe("0px");
    expect(frame.getAttribute("aria-hidden")).toBe("true");

    await post(fromFrame({ type: "ready" }));
    expect(messages()).toEqual([
      { source: "club-storefront", type: "init", state: { "c:euconsent": "yes" } },
    ]);

    await post(fromFrame({ type: "size", height: 180 }));
    expect(frame.style.height).toBe("180px");
    expect(frame.getAttribute("aria-hidden")).toBeNull();

    await post(fromFrame({ type: "store", state: { "c:euconsent": "no", "l:cmp": "{}" } }));
    expect(JSON.parse(store.get(FRAME_STATE_KEY)!)).toEqual({ "c:euconsent": "no", "l:cmp": "{}" });

    // "Cookie settings" in the footer: asked of the script in its frame.
    openConsentSettings();
    expect(messages().at(-1)).toEqual({ source: "club-storefront", type: "settings" });
  });

  it("ignores messages from another window, from an origin that is not the sandbox's, or of another shape", async () => {
    const { store, frame, post, messages } = mount();
    const before = store.get(FRAME_STATE_KEY);
    // The page itself (or a script in it), and a frame with a real origin.
    await post(fromFrame({ type: "size", height: 500 }), { source: window });
    await post(fromFrame({ type: "size", height: 500 }), { origin: window.location.origin });
    // Shapes out of the schema.
    await post({ type: "size", height: 500 });
    await post(fromFrame({ type: "size", height: "500" }));
    await post(fromFrame({ type: "size", height: 500, extra: true }));
    await post(fromFrame({ type: "store", state: { token: "x" } }));
    await post(fromFrame({ type: "store", state: { "l:big": "x".repeat(9000) } }));
    await post(fromFrame({ type: "navigate", to: "https://evil.example/" }));
    await post("ready");
    expect(frame.style.height).toBe("0px");
    expect(store.get(FRAME_STATE_KEY)).toBe(before);
    expect(messages()).toEqual([]);
  });
});

describe("the consent frame's message schema", () => {
  it("takes only the known messages, exactly", () => {
    expect(parseFrameMessage(fromFrame({ type: "ready" }))).toEqual({ type: "ready" });
    expect(parseFrameMessage(fromFrame({ type: "size", height: 10_000 }))).toEqual({
      type: "size",
      height: 2000,
    });
    expect(parseFrameMessage(fromFrame({ type: "size", height: -1 }))).toBeNull();
    expect(parseFrameMessage(fromFrame({ type: "size", height: 1.5 }))).toBeNull();
    expect(parseFrameMessage({ source: "club-storefront", type: "ready" })).toBeNull();
    expect(
      parseFrameMessage(Object.assign(Object.create({ polluted: 1 }), fromFrame({ type: "ready" }))),
    ).toBeNull();
  });

  it("keeps a frame state of cookie and localStorage entries only, within bounds", () => {
    expect(parseFrameState({ "c:a": "1", "l:b": "2" })).toEqual({ "c:a": "1", "l:b": "2" });
    expect(parseFrameState({ "c:a": 1 })).toBeNull();
    expect(parseFrameState({ "x:a": "1" })).toBeNull();
    expect(parseFrameState({ "c:a b": "1" })).toBeNull();
    expect(
      parseFrameState(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`c:${i}`, ""]))),
    ).toBeNull();
    expect(parseFrameState(["c:a"])).toBeNull();
  });
});
