import { desc, eq } from "drizzle-orm";
import { storefrontUrlOf } from "../src/club/storefront-url.js";
import { clubs, outbox } from "../src/db/schema/index.js";
import type { TestPlatform } from "./platform.js";

/** The latest email the platform queued for an address. */
export async function lastEmail(platform: TestPlatform, to: string) {
  const [row] = await platform.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  return row;
}

/** The token at the end of the link in the latest email to an address, checking its club's storefront and route. */
export async function tokenFromEmail(platform: TestPlatform, to: string, route: string) {
  const mail = await lastEmail(platform, to);
  if (!mail?.link) throw new Error(`no email with a link to ${to}`);
  const [club] = await platform.db.select().from(clubs).where(eq(clubs.id, mail.clubId));
  const prefix = `${storefrontUrlOf(club!, platform.services.config)}/`;
  if (!mail.link.startsWith(prefix)) throw new Error(`unexpected link ${mail.link}`);
  const match = mail.link.slice(prefix.length).match(new RegExp(`^(it|en)/${route}/([A-Za-z0-9_-]+)$`));
  if (!match) throw new Error(`link ${mail.link} is not a ${route} link`);
  return { token: match[2]!, lang: match[1]!, mail };
}

/** JSON request through the platform with the demo club's tenancy headers. */
export async function call(
  platform: TestPlatform,
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    club?: "estate" | "invitational";
    headers?: Record<string, string>;
  } = {},
) {
  const response = await platform.fetch(path, {
    method,
    club: options.club,
    headers: {
      "Content-Type": "application/json",
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
  const body: any = text ? JSON.parse(text) : null;
  return { status: response.status, body, headers: response.headers };
}

export async function signIn(
  platform: TestPlatform,
  email: string,
  password: string,
  club: "estate" | "invitational" = "estate",
) {
  const answer = await call(platform, "POST", "/api/v2/auth/signin", { body: { email, password }, club });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return answer.body.token as string;
}

/** A movable clock for the platform's services (token expiry, resend windows, rate-limit windows). */
export function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
