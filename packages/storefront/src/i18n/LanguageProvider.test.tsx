import { setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "./LanguageProvider";

let renders = 0;
function Greeting() {
  const { _ } = useLingui();
  renders += 1;
  return <p>{_("hello")}</p>;
}

describe("LanguageProvider", () => {
  it("renders the page again when the language changes, not when a catalog area loads", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: { hello: "Hello" }, it: { hello: "Ciao" } } });
    renders = 0;
    render(
      <LanguageProvider i18n={i18n}>
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByText("Hello")).toBeTruthy();
    expect(renders).toBe(1);

    // An area's messages for parts not shown yet: what is on screen reads the same, and is not rendered again.
    act(() => i18n.load("en", { drawer: "Menu" }));
    expect(renders).toBe(1);
    expect(i18n._("drawer")).toBe("Menu");

    act(() => i18n.activate("it"));
    expect(screen.getByText("Ciao")).toBeTruthy();
    expect(renders).toBe(2);
  });
});
