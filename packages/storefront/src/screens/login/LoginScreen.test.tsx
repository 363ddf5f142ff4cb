import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ConfigAnswer, configResponse, readsSettled } from "../../test/club-config";
import { renderScreen } from "../../test/render-screen";
import { LoginScreen } from "./LoginScreen";

describe("LoginScreen", () => {
  it("goes home, not to the other site, for a returnUrl the router would make protocol-relative", async () => {
    const { router } = await renderScreen({
      Screen: LoginScreen,
      pattern: "/:lang/login",
      path: `/en/login?returnUrl=${encodeURIComponent("/en/..//%09/evil.example")}`,
      language: "en",
      fetch: async (request) =>
        request.url.includes("/auth/signin")
          ? Response.json({
              token: "tok",
              expiresAt: "2030-01-01T00:00:00.000Z",
              user: { email: "g@example.com" },
            })
          : Response.json({}, { status: 404 }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), "giulia.rossi@example.com");
    await user.type(screen.getByLabelText(/^Password/), "vendemmia2026");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/"));
  });

  it("shows UNAUTHORIZED as the spec's message, then signs in and goes back to returnUrl", async () => {
    let attempts = 0;
    const bodies: unknown[] = [];
    const { runtime, router } = await renderScreen({
      Screen: LoginScreen,
      pattern: "/:lang/login",
      path: "/en/login?returnUrl=%2Fen%2Ffidelity-programs",
      language: "en",
      fetch: async (request) => {
        if (!request.url.includes("/auth/signin")) return Response.json({}, { status: 404 });
        bodies.push(await request.json());
        attempts += 1;
        return attempts === 1
          ? Response.json({ code: "UNAUTHORIZED", message: "x" }, { status: 401 })
          : Response.json({
              token: "tok",
              expiresAt: "2030-01-01T00:00:00.000Z",
              user: { email: "g@example.com" },
            });
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), "giulia.rossi@example.com");
    await user.type(screen.getByLabelText(/^Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Invalid email or password")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/en/login");
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), "vendemmia2026");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/fidelity-programs"));
    expect(runtime.session.getToken()).toBe("tok");
    expect(bodies[1]).toEqual({
      email: "giulia.rossi@example.com",
      password: "vendemmia2026",
      botToken: "none",
    });
  });

  it("checks the fields before sending", async () => {
    let sent = 0;
    await renderScreen({
      Screen: LoginScreen,
      pattern: "/:lang/login",
      path: "/it/login",
      language: "it",
      fetch: async (request) => {
        if (request.url.includes("/auth/signin")) sent += 1;
        return Response.json({}, { status: 404 });
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), "non-una-email");
    await user.click(screen.getByRole("button", { name: "Accedi" }));
    expect(await screen.findByText("Questo valore non è valido")).toBeTruthy();
    expect(await screen.findByText("Questo campo è obbligatorio")).toBeTruthy();
    expect(sent).toBe(0);
  });
});

describe("LoginScreen's way to sign up (architecture §2)", () => {
  const renderLogin = (language: "en" | "it", answer: ConfigAnswer) =>
    renderScreen({
      Screen: LoginScreen,
      pattern: "/:lang/login",
      path: `/${language}/login`,
      language,
      fetch: async (request) =>
        request.url.includes("/api/v2/config") ? configResponse(answer) : Response.json({}, { status: 404 }),
    });

  it("offers an account on a club open to all", async () => {
    await renderLogin("it", "open");
    const link = await screen.findByRole("link", { name: "Crea un account" });
    expect(link.getAttribute("href")).toBe("/it/signup");
  });

  it.each([
    ["en", "invitation", "Create an account"],
    ["it", "failed", "Crea un account"],
    ["en", "failed", "Create an account"],
  ] as const)(
    "in %s, offers none when the config says %s (an unknown club is not an open one)",
    async (language, answer, name) => {
      const { runtime } = await renderLogin(language, answer);
      await screen.findByRole("heading", { level: 1 });
      await readsSettled(runtime);
      expect(screen.queryByRole("link", { name })).toBeNull();
    },
  );
});
