import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n, loadArea } from "../../i18n/i18n";
import { SANDBOX_CHALLENGE_MESSAGE } from "./payment-action";
import { SandboxChallengeDialog } from "./SandboxChallengeDialog";

async function renderDialog(language: "en" | "it") {
  await Promise.all([loadArea("checkout", language), activateLanguage(language)]);
  const onDone = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <SandboxChallengeDialog challengeUrl="/sandbox-pay/v1/challenges/ch_1" onDone={onDone} />
    </I18nProvider>,
  );
  const frame = screen.getByTitle(
    language === "it" ? "La conferma del pagamento della tua banca" : "Your bank's payment confirmation",
  ) as HTMLIFrameElement;
  return { onDone, frame };
}

const post = (data: unknown, source: MessageEventSource | null, origin = globalThis.location.origin) =>
  act(() => {
    globalThis.dispatchEvent(new MessageEvent("message", { data, origin, source }));
  });

beforeEach(() => vi.clearAllMocks());

describe("SandboxChallengeDialog", () => {
  it("is a titled modal dialog showing the challenge page (it)", async () => {
    const { frame } = await renderDialog("it");
    const dialog = screen.getByRole("dialog", { name: "Conferma il pagamento con la tua banca" });
    expect(dialog.contains(frame)).toBe(true);
    expect(frame.getAttribute("src")).toBe("/sandbox-pay/v1/challenges/ch_1");
  });

  it("ends with the page's answer, and only the page's", async () => {
    const { onDone, frame } = await renderDialog("en");
    post({ type: SANDBOX_CHALLENGE_MESSAGE, result: "completed" }, window);
    post(
      { type: SANDBOX_CHALLENGE_MESSAGE, result: "completed" },
      frame.contentWindow,
      "https://evil.example",
    );
    expect(onDone).not.toHaveBeenCalled();
    post({ type: SANDBOX_CHALLENGE_MESSAGE, result: "failed" }, frame.contentWindow);
    expect(onDone).toHaveBeenCalledExactlyOnceWith("failed");
  });

  it("closing the dialog abandons the authentication", async () => {
    const { onDone } = await renderDialog("en");
    fireEvent.click(screen.getByRole("button", { name: "Cancel the payment" }));
    expect(onDone).toHaveBeenCalledExactlyOnceWith("abandoned");
  });
});
