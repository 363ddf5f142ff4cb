import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n } from "../i18n/i18n";
import { ErrorBoundary } from "./ErrorBoundary";
import { RenderError } from "./RouteError";

function Broken({ broken }: { broken: boolean }): React.ReactNode {
  if (broken) throw new Error("Cannot read the shop page");
  return <p>the screen</p>;
}

describe("render failures (architecture §3)", () => {
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it("shows the error message in the kit's red-on-grey box, in the page's language, until the address changes", async () => {
    await activateLanguage("it");
    const view = (path: string, broken: boolean) => (
      <I18nProvider i18n={i18n}>
        <ErrorBoundary resetKey={path} fallback={(error) => <RenderError error={error} />}>
          <Broken broken={broken} />
        </ErrorBoundary>
      </I18nProvider>
    );
    const { rerender } = render(view("/it/shop-pages/x", true));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Cannot read the shop page");
    expect(alert.textContent).toContain("Non è stato possibile mostrare questa pagina");
    expect(alert.className).toContain("bg-errorbox-bg");
    expect(alert.className).toContain("text-errorbox-fg");
    // The same address stays failed; another one renders again.
    rerender(view("/it/shop-pages/x", false));
    expect(screen.queryByText("the screen")).toBeNull();
    rerender(view("/it/", false));
    expect(screen.getByText("the screen")).toBeTruthy();
  });
});
