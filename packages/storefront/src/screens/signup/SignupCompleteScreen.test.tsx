import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render-screen";
import { SignupCompleteScreen } from "./SignupCompleteScreen";

const invite = {
  email: "invitato@example.com",
  firstName: "Luca",
  lastName: "Verdi",
  requiresInvitation: true,
  expiresAt: "2030-01-01T00:00:00.000Z",
};

describe("SignupCompleteScreen", () => {
  it("prefills the invite, refuses a short password before sending, then signs up and goes to the profile", async () => {
    const posts: unknown[] = [];
    const fetch = vi.fn(async (request: Request) => {
      if (request.method === "GET") return Response.json(invite);
      posts.push(await request.json());
      return Response.json(
        {
          token: "tok",
          expiresAt: invite.expiresAt,
          user: { email: invite.email, firstName: "Luca", lastName: "Verdi" },
        },
        { status: 201 },
      );
    });
    const { runtime, router } = await renderScreen({
      Screen: SignupCompleteScreen,
      pattern: "/:lang/signup/:requestToken",
      path: "/it/signup/abcdefghijklmnopqrstuvwxyz",
      language: "it",
      fetch,
    });
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue("Luca")).toBeTruthy();
    expect(screen.getByDisplayValue("invitato@example.com")).toBeTruthy();
    await user.type(screen.getByLabelText(/^Password/), "corto");
    await user.click(screen.getByLabelText("Accetto le condizioni del club"));
    await user.click(screen.getByRole("button", { name: "Crea il mio account" }));
    expect(await screen.findByText("La password deve contenere almeno 8 caratteri")).toBeTruthy();
    expect(posts).toEqual([]);

    await user.type(screen.getByLabelText(/^Password/), "-lungo");
    await user.click(screen.getByRole("button", { name: "Crea il mio account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/it/profile"));
    expect(posts).toEqual([
      expect.objectContaining({
        firstName: "Luca",
        lastName: "Verdi",
        password: "corto-lungo",
        acceptTerms: true,
        language: "it",
      }),
    ]);
    expect(runtime.session.getToken()).toBe("tok");
  });

  it("a stale link says so (INVITATION_TOKEN_INVALID)", async () => {
    await renderScreen({
      Screen: SignupCompleteScreen,
      pattern: "/:lang/signup/:requestToken",
      path: "/en/signup/abcdefghijklmnopqrstuvwxyz",
      language: "en",
      fetch: async () => Response.json({ code: "INVITATION_TOKEN_INVALID", message: "x" }, { status: 404 }),
    });
    expect(
      await screen.findByText(
        "This invitation link is invalid or expired, use the latest invitation link received",
      ),
    ).toBeTruthy();
  });
});
