import { describe, expect, it, vi } from "vitest";
import { createUnauthorizedInterceptor, loginUrl, shouldRedirectToLogin } from "./unauthorized";

const respond = (status: number) => ({
  request: new Request("http://shop.test/api/v2/profile"),
  response: new Response(null, { status }),
  schemaPath: "/api/v2/profile",
  body: async () => null,
});

describe("the 401 rule", () => {
  it("redirects everywhere except login, signup and password confirm", () => {
    expect(shouldRedirectToLogin("/en/profile")).toBe(true);
    expect(shouldRedirectToLogin("/it/shop-pages/cantina/checkout")).toBe(true);
    expect(shouldRedirectToLogin("/en/")).toBe(true);
    expect(shouldRedirectToLogin("/en/login")).toBe(false);
    expect(shouldRedirectToLogin("/it/signup")).toBe(false);
    expect(shouldRedirectToLogin("/it/signup/abcdefabcdefabcdef")).toBe(false);
    expect(shouldRedirectToLogin("/en/password/confirm/abcdefabcdefabcdef")).toBe(false);
    expect(shouldRedirectToLogin("/en/loginx")).toBe(true);
  });

  it("sends the current path and query as returnUrl", () => {
    expect(loginUrl("it", "/it/profile?_token=a")).toBe("/it/login?returnUrl=%2Fit%2Fprofile%3F_token%3Da");
  });

  it("marks a 401 intercepted and redirects once; ignores other statuses and exempt paths", async () => {
    const redirect = vi.fn();
    let path = "/en/profile";
    const interceptor = createUnauthorizedInterceptor({
      currentPath: () => path,
      language: () => "en",
      redirect,
    });
    expect(await interceptor(respond(200))).toBeUndefined();
    expect(await interceptor(respond(403))).toBeUndefined();
    expect(await interceptor(respond(401))).toBe(true);
    expect(redirect).toHaveBeenCalledWith("/en/login?returnUrl=%2Fen%2Fprofile");
    path = "/en/login?returnUrl=x";
    expect(await interceptor(respond(401))).toBeUndefined();
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
