import type { CountryList } from "@club/api-client";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n } from "../i18n/i18n";
import { PhoneFields } from "./PhoneFields";

const COUNTRIES = {
  items: [
    { code: "AT", name: "Austria", phoneCode: "+43" },
    { code: "IT", name: "Italia", phoneCode: "+39" },
    { code: "SM", name: "San Marino", phoneCode: "+378" },
    { code: "VA", name: "Vaticano", phoneCode: "+39" },
  ],
} as unknown as CountryList;

// The browser's frames, driven by hand: a frame's callbacks run before its paint.
let frameCallbacks: FrameRequestCallback[] = [];
function paintFrame() {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(performance.now());
}

function renderPhone(onChange = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <PhoneFields
        idPrefix="test"
        phone=""
        phoneCountry={undefined}
        country="IT"
        countries={COUNTRIES}
        errors={{}}
        onChange={onChange}
      />
    </I18nProvider>,
  );
  return onChange;
}

const optionLabels = () =>
  Array.from((screen.getByLabelText("Country code") as HTMLSelectElement).options, (option) => option.text);

describe("the phone's country code", () => {
  beforeAll(() => activateLanguage("en"));
  beforeEach(() => {
    frameCallbacks = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frameCallbacks.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the address's country in the frame that first shows the form, and every country after its paint", async () => {
    renderPhone();
    // ~250 options were a third of the style and layout of checkout's first frame.
    expect(optionLabels()).toEqual(["Italia (+39)"]);
    expect(screen.getByLabelText("Country code")).toHaveProperty("value", "IT");
    await act(async () => {
      paintFrame();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(optionLabels()).toEqual(["Austria (+43)", "Italia (+39)", "San Marino (+378)", "Vaticano (+39)"]);
    expect(screen.getByLabelText("Country code")).toHaveProperty("value", "IT");
  });

  it("lets the visitor pick another country's code once every country is listed", async () => {
    const onChange = renderPhone();
    await act(async () => {
      paintFrame();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await userEvent.selectOptions(screen.getByLabelText("Country code"), "SM");
    expect(onChange).toHaveBeenLastCalledWith({ phoneCountry: "+378" });
  });
});
