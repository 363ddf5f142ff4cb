import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { baseUrl, type SignedIn } from "./browser";

export const apiUrl = () => inject("apiUrl");
export const frantoioUrl = () => inject("frantoioUrl");

/** What a call to the shared platform as Tenuta Castelvecchio's storefront at `origin` carries. */
const castelvecchioHeaders = (origin: string) => ({
  Accept: "application/json",
  "X-App-Token": "demo-castelvecchio",
  "X-Club-Origin": new URL(origin).host,
});

interface Mail {
  to: string;
  kind: string;
  link: string | null;
  createdAt: string;
}

/**
 * The newest emailed link to an address (the platform's dev mailbox), waiting for it to arrive; from the shared
 * platform unless `platform` names another.
 */
export async function mailedLink(
  to: string,
  after: string,
  kind?: RegExp,
  platform = apiUrl(),
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${platform}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: Mail[] };
        link =
          items.find((m) => m.link && m.createdAt > after && (!kind || kind.test(m.link)))?.link ?? undefined;
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

/** The path (and query) of an emailed link, to open on any storefront server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export const now = () => new Date(Date.now() - 1000).toISOString();

/** Signs in through the login screen and waits to leave it. */
export async function logIn(page: Page, email: string, password: string, language: "en" | "it" = "en") {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: language === "en" ? "Log in" : "Accedi", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/**
 * Signs a member in through the platform (no login screen), for journeys that are about something else: the token
 * for `open(…, { signedIn })`. On the shared storefront unless `origin` and `platform` name another.
 */
export async function signIn(
  member: { email: string; password: string },
  origin = baseUrl(),
  platform = apiUrl(),
): Promise<SignedIn> {
  const response = await fetch(`${platform}/api/v2/auth/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...castelvecchioHeaders(origin) },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  if (!response.ok)
    throw new Error(`signing ${member.email} in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { origin, token };
}

/** The status the shared platform answers a member's token with on their profile (200, or 401 once revoked). */
export async function profileStatus(token: string, origin = baseUrl()): Promise<number> {
  const response = await fetch(`${apiUrl()}/api/v2/profile`, {
    headers: { ...castelvecchioHeaders(origin), Authorization: `Bearer ${token}` },
  });
  await response.body?.cancel();
  return response.status;
}
