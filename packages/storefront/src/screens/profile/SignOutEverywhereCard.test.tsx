import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render-screen";
import { SignOutEverywhereCard } from "./SignOutEverywhereCard";

// What the card does after the sign-out, seen by the test (the page would load again).
const reload = vi.fn();
function Card() {
  return <SignOutEverywhereCard reload={reload} />;
}

describe("SignOutEverywhereCard", () => {
  beforeEach(() => reload.mockReset());

  it("revokes every token of the member with this one, then forgets it and reloads", async () => {
    const calls: { url: string; authorization: string | null; body: unknown }[] = [];
    const { runtime } = await renderScreen({
      Screen: Card,
      pattern: "/:lang/profile",
      path: "/it/profile",
      language: "it",
      token: "tok-giulia",
      fetch: async (request) => {
        calls.push({
          url: new URL(request.url).pathname,
          authorization: request.headers.get("authorization"),
          body: await request.json(),
        });
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Esci da tutti i dispositivi" }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      { url: "/api/v2/auth/logout", authorization: "Bearer tok-giulia", body: { everywhere: true } },
    ]);
    expect(runtime.session.getToken()).toBeNull();
  });

  it("keeps the member signed in and says so when the platform did not answer", async () => {
    const { runtime } = await renderScreen({
      Screen: Card,
      pattern: "/:lang/profile",
      path: "/en/profile",
      language: "en",
      token: "tok-giulia",
      fetch: async () => Response.json({ code: "INTERNAL", message: "x" }, { status: 500 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(runtime.session.getToken()).toBe("tok-giulia");
  });
});
