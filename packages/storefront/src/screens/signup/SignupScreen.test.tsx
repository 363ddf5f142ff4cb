import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ConfigAnswer, configResponse, readsSettled } from "../../test/club-config";
import { renderScreen } from "../../test/render-screen";
import { SignupScreen } from "./SignupScreen";

const renderSignup = (language: "en" | "it", answer: ConfigAnswer) =>
  renderScreen({
    Screen: SignupScreen,
    pattern: "/:lang/signup",
    path: `/${language}/signup`,
    language,
    fetch: async (request) =>
      request.url.includes("/api/v2/config") ? configResponse(answer) : Response.json({}, { status: 404 }),
  });

describe("SignupScreen (architecture §2)", () => {
  it("is the open sign-up on a club open to all", async () => {
    const { runtime } = await renderSignup("en", "open");
    await screen.findByRole("heading", { level: 1, name: "Sign up" });
    await readsSettled(runtime);
    expect(screen.getByRole("button", { name: "Sign up" })).toBeTruthy();
  });

  it.each([
    ["it", "invitation", "Chiedi un invito", "Richiedi il link"],
    ["en", "failed", "Ask for an invitation", "Request the link"],
    ["it", "failed", "Chiedi un invito", "Richiedi il link"],
  ] as const)(
    "in %s, asks for an invitation when the config says %s (an unknown club is not an open one)",
    async (language, answer, title, submit) => {
      const { runtime } = await renderSignup(language, answer);
      await readsSettled(runtime);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
      expect(screen.getByRole("button", { name: submit })).toBeTruthy();
    },
  );
});
