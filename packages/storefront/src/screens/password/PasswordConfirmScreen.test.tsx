import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render-screen";
import { PasswordConfirmScreen } from "./PasswordConfirmScreen";

describe("PasswordConfirmScreen", () => {
  it("sends the new password with the form's bot-check token, then signs in", async () => {
    const bodies: unknown[] = [];
    const { runtime } = await renderScreen({
      Screen: PasswordConfirmScreen,
      pattern: "/:lang/password/confirm/:requestToken",
      path: "/en/password/confirm/tok123",
      language: "en",
      fetch: async (request) => {
        if (!request.url.includes("/password/confirm/tok123")) return Response.json({}, { status: 404 });
        bodies.push(await request.json());
        return Response.json({
          token: "session",
          expiresAt: "2030-01-01T00:00:00.000Z",
          user: { email: "g@example.com" },
        });
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), "seconda-vendemmia");
    await user.type(screen.getByLabelText(/^Repeat the new password/), "seconda-vendemmia");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    await waitFor(() => expect(runtime.session.getToken()).toBe("session"));
    expect(bodies).toEqual([{ password: "seconda-vendemmia", botToken: "none" }]);
  });
});
