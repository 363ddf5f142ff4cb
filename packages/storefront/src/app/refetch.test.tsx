import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memoryStore } from "../session/storage";
import { StorefrontRuntimeProvider, useAuthenticated, useQueries } from "./context";
import { createRuntime } from "./runtime";

function ClubTitle({ language }: { language: "en" | "it" }) {
  useAuthenticated();
  const club = useQuery(useQueries().club(language)).data;
  return <p>{club === undefined ? "loading" : (club?.title ?? "no club")}</p>;
}

describe("refetch on login state and language (architecture §4)", () => {
  it("asks for the club again when the token appears or the language changes, and a failure resolves to null", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      if (request.headers.get("accept-language") === "it") return new Response("{}", { status: 500 });
      const member = request.headers.get("authorization") === "Bearer tok";
      return Response.json({ title: member ? "Members' club (signed in)" : "Members' club" });
    });
    const runtime = createRuntime({
      bootstrap: { appToken: "demo" },
      local: memoryStore(),
      sessionStore: memoryStore(),
      fetch: fetch as never,
      currentPath: () => "/en/",
    });
    runtime.queryClient.setDefaultOptions({ queries: { retry: false } });
    const view = (language: "en" | "it") => (
      <StorefrontRuntimeProvider runtime={runtime}>
        <QueryClientProvider client={runtime.queryClient}>
          <ClubTitle language={language} />
        </QueryClientProvider>
      </StorefrontRuntimeProvider>
    );
    const { rerender } = render(view("en"));
    await screen.findByText("Members' club");
    act(() => runtime.session.setToken("tok"));
    await screen.findByText("Members' club (signed in)");
    rerender(view("it"));
    await screen.findByText("no club");
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

type Read = "config" | "club" | "cart" | "profile" | "fidelityPrograms";

function Reader({ read, language }: { read: Read; language: "en" | "it" }) {
  useAuthenticated();
  const queries = useQueries();
  const options =
    read === "cart"
      ? queries.cart(language, "cantina")
      : read === "fidelityPrograms"
        ? queries.fidelityPrograms(language)
        : queries[read](language);
  const { data } = useQuery(options as ReturnType<typeof queries.club>);
  return (
    <p>
      {data === undefined ? "loading" : data === null ? "null" : (data as unknown as { who: string }).who}
    </p>
  );
}

describe.each<Read>(["config", "club", "cart", "profile", "fidelityPrograms"])(
  "architecture §4 for the %s read",
  (read) => {
    it("refetches on login and on a language change, and resolves to null when it fails", async () => {
      const fetch = vi.fn(async (input: RequestInfo | URL) => {
        const request = input as Request;
        if (request.headers.get("accept-language") === "it") return new Response("{}", { status: 503 });
        const member = request.headers.get("authorization") === "Bearer tok";
        return Response.json({ who: member ? "member" : "visitor" });
      });
      const runtime = createRuntime({
        bootstrap: { appToken: "demo" },
        local: memoryStore(),
        sessionStore: memoryStore(),
        fetch: fetch as never,
        currentPath: () => "/en/",
      });
      runtime.queryClient.setDefaultOptions({ queries: { retry: false } });
      const view = (language: "en" | "it") => (
        <StorefrontRuntimeProvider runtime={runtime}>
          <QueryClientProvider client={runtime.queryClient}>
            <Reader read={read} language={language} />
          </QueryClientProvider>
        </StorefrontRuntimeProvider>
      );
      const { rerender } = render(view("en"));
      // The profile is a member's: a visitor gets null without asking.
      if (read !== "profile") await screen.findByText("visitor");
      else await screen.findByText("null");
      act(() => runtime.session.setToken("tok"));
      await screen.findByText("member");
      rerender(view("it"));
      await screen.findByText("null");
      const asked = fetch.mock.calls.map(([request]) => (request as Request).headers.get("accept-language"));
      expect(asked.filter((language) => language === "it")).toHaveLength(1);
      expect(asked.filter((language) => language === "en")).toHaveLength(read === "profile" ? 1 : 2);
    });
  },
);
