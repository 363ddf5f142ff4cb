import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { type AgeCheckSettings, ageCheckOf } from "../checkout/age.js";
import { sanitizeContentCss } from "../content/sanitize.js";
import type { Executor } from "../db/client.js";
import type { ClubSettings } from "../db/schema/clubs.js";
import { clubDeployments, clubs, coupons, expenses, shopItems } from "../db/schema/index.js";
import { hashAppToken, hostMatches } from "../http/tenancy.js";
import type { OrderStatus } from "../orders/order-states.js";

/** A mistake of the operator's (unknown club, bad value): printed as one line, exit code 1. */
export class CliError extends Error {}

const HOST_PATTERN =
  /^(\[[0-9a-f:]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:(\d{1,5}|\*))?$/i;

export function checkHosts(hosts: string[]): string[] {
  if (hosts.length === 0) throw new CliError("give at least one host (shop.example.com, or localhost:*)");
  for (const host of hosts)
    if (!HOST_PATTERN.test(host))
      throw new CliError(
        `${host}: not a host pattern (shop.example.com, shop.example.com:8443, localhost:*)`,
      );
  return hosts.map((h) => h.toLowerCase());
}

/**
 * A club storefront's public URL (its origin: the links of its emails open there), on one of the club's hosts: an
 * address elsewhere would hand the links' tokens to another site.
 */
export function checkStorefrontUrl(text: string, hosts: string[]): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`${text}: not a URL (https://shop.example.com)`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new CliError(`${text}: the storefront's URL is http:// or https://`);
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash)
    throw new CliError(`${text}: the storefront's origin only, without a path (https://shop.example.com)`);
  if (!hosts.some((pattern) => hostMatches(pattern, url.host)))
    throw new CliError(`${text}: ${url.host} is not one of the club's hosts (${hosts.join(", ")})`);
  return url.origin;
}

/** A new app token: 256 random bits, prefixed so it is recognisable in a config file. */
function newAppToken(): string {
  return `club_${randomBytes(32).toString("base64url")}`;
}

export async function requireClub(db: Executor, clubId: string) {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  if (!club) throw new CliError(`no club ${clubId}`);
  return club;
}

export interface NewClub {
  id: string;
  name: string;
  titleIt: string;
  titleEn: string;
  hosts: string[];
  invitationOnly: boolean;
  /** The storefront's public URL (`https://shop.example.com`), on one of `hosts`. */
  url?: string;
}

/** Creates a club with one deployment on `hosts`; answers its app token (kept only hashed: shown this once). */
export async function createClub(db: Executor, input: NewClub): Promise<{ appToken: string }> {
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(input.id))
    throw new CliError(`${input.id}: a club id is 2-63 lowercase letters, digits and dashes`);
  const hosts = checkHosts(input.hosts);
  const storefrontUrl = input.url === undefined ? null : checkStorefrontUrl(input.url, hosts);
  const appToken = newAppToken();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, input.id));
    if (existing) throw new CliError(`club ${input.id} already exists`);
    const settings: ClubSettings = {
      payments: { provider: "sandbox" },
      botCheck: { provider: "none" },
      consent: { provider: "builtin", policyUrl: { it: "/it/pages/cookie", en: "/en/pages/cookie" } },
    };
    await tx.insert(clubs).values({
      id: input.id,
      title: { it: input.titleIt, en: input.titleEn },
      description: { it: "", en: "" },
      company: { name: input.name },
      storefrontUrl,
      requiresInvitation: input.invitationOnly,
      settings,
      home: {
        headline: { it: input.titleIt, en: input.titleEn },
        intro: { it: "", en: "" },
        hero: null,
        componentIds: [],
      },
    });
    await tx
      .insert(clubDeployments)
      .values({ appTokenSha256: hashAppToken(appToken), clubId: input.id, hosts });
  });
  return { appToken };
}

/** Replaces the hosts the club's storefront may run on. */
export async function setHosts(db: Executor, clubId: string, hostList: string[]): Promise<string[]> {
  await requireClub(db, clubId);
  const hosts = checkHosts(hostList);
  const updated = await db
    .update(clubDeployments)
    .set({ hosts })
    .where(eq(clubDeployments.clubId, clubId))
    .returning({ clubId: clubDeployments.clubId });
  if (updated.length === 0)
    throw new CliError(`club ${clubId} has no app token yet: run \`club token ${clubId}\``);
  return hosts;
}

/** Sets the public URL of the club's storefront, on one of its hosts; answers it (its origin). */
export async function setStorefrontUrl(db: Executor, clubId: string, text: string): Promise<string> {
  await requireClub(db, clubId);
  const deployments = await db
    .select({ hosts: clubDeployments.hosts })
    .from(clubDeployments)
    .where(eq(clubDeployments.clubId, clubId));
  const url = checkStorefrontUrl(
    text,
    deployments.flatMap((d) => d.hosts),
  );
  await db.update(clubs).set({ storefrontUrl: url }).where(eq(clubs.id, clubId));
  return url;
}

/**
 * Issues the club a new app token and revokes the old ones at once (the storefront must be redeployed with it);
 * the hosts are kept. Answers the token, which is stored only as its hash.
 */
export async function rotateToken(
  db: Executor,
  clubId: string,
  hostList?: string[],
): Promise<{ appToken: string }> {
  await requireClub(db, clubId);
  const appToken = newAppToken();
  await db.transaction(async (tx) => {
    const old = await tx
      .delete(clubDeployments)
      .where(eq(clubDeployments.clubId, clubId))
      .returning({ hosts: clubDeployments.hosts });
    const hosts = hostList?.length ? checkHosts(hostList) : [...new Set(old.flatMap((d) => d.hosts))];
    if (hosts.length === 0) throw new CliError("the club has no hosts yet: give them with --host");
    await tx.insert(clubDeployments).values({ appTokenSha256: hashAppToken(appToken), clubId, hosts });
  });
  return { appToken };
}

// The theme is the storefront's MUI-like theme object: these parts are checked, the rest is kept as given.
const color = z.string().regex(/^#[0-9a-f]{3}([0-9a-f]{3})?$/i, "a colour like #7b1e3a");
const themeSchema = z
  .object({
    palette: z
      .object({
        mode: z.enum(["light", "dark"]).optional(),
        primary: z.object({ main: color }).passthrough().optional(),
        secondary: z.object({ main: color }).passthrough().optional(),
        background: z.object({ default: color.optional(), paper: color.optional() }).optional(),
      })
      .passthrough()
      .optional(),
    typography: z
      .object({ fontFamily: z.string().max(200).optional() })
      .passthrough()
      .optional(),
    shape: z.object({ borderRadius: z.number().min(0).max(64) }).optional(),
  })
  .passthrough();

function zodProblems(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
}

export async function setTheme(db: Executor, clubId: string, json: string): Promise<void> {
  await requireClub(db, clubId);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new CliError(`the theme is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = themeSchema.safeParse(value);
  if (!parsed.success) throw new CliError(`theme: ${zodProblems(parsed.error)}`);
  await db.update(clubs).set({ theme: parsed.data }).where(eq(clubs.id, clubId));
}

/** Stores the club style sanitised (what the storefront would get anyway); answers whether anything was dropped. */
export async function setStyle(db: Executor, clubId: string, css: string): Promise<{ changed: boolean }> {
  const club = await requireClub(db, clubId);
  const clean = sanitizeContentCss(css, club);
  await db.update(clubs).set({ style: clean }).where(eq(clubs.id, clubId));
  return { changed: clean.replace(/\s+/g, "") !== css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s+/g, "") };
}

export interface ConfigChange {
  invitationOnly?: boolean;
  payments?: "sandbox" | "stripe";
  publishableKey?: string;
  botCheck?: "none" | "recaptcha" | "turnstile";
  botCheckSiteKey?: string;
  defaultLanguage?: "it" | "en";
  minimumAge?: number;
  /** `DE=16` sets a country's minimum age; `DE=` removes it (the default applies again). */
  minimumAgeCountry?: string[];
}

export async function setConfig(db: Executor, clubId: string, change: ConfigChange): Promise<ClubSettings> {
  const club = await requireClub(db, clubId);
  const settings: ClubSettings = structuredClone(club.settings);
  if (change.payments) settings.payments = { ...settings.payments, provider: change.payments };
  if (change.publishableKey !== undefined) {
    if (!/^pk_(test|live)_\w+$/.test(change.publishableKey))
      throw new CliError("--publishable-key: a Stripe publishable key (pk_live_… or pk_test_…)");
    settings.payments.publishableKey = change.publishableKey;
  }
  if (settings.payments.provider === "stripe" && !settings.payments.publishableKey)
    throw new CliError("a Stripe club needs --publishable-key");
  if (change.botCheck) settings.botCheck = { provider: change.botCheck };
  if (change.botCheckSiteKey !== undefined) settings.botCheck.siteKey = change.botCheckSiteKey;
  if (settings.botCheck.provider !== "none" && !settings.botCheck.siteKey)
    throw new CliError(`bot check ${settings.botCheck.provider} needs --bot-check-site-key`);
  if (change.defaultLanguage) settings.defaultLanguage = change.defaultLanguage;
  if (change.minimumAge !== undefined || change.minimumAgeCountry?.length)
    settings.ageCheck = changedAgeCheck(ageCheckOf(settings), change);
  await db
    .update(clubs)
    .set({
      settings,
      ...(change.invitationOnly === undefined ? {} : { requiresInvitation: change.invitationOnly }),
    })
    .where(eq(clubs.id, clubId));
  return settings;
}

function changedAgeCheck(current: AgeCheckSettings, change: ConfigChange): AgeCheckSettings {
  const byCountry = { ...current.byCountry };
  for (const entry of change.minimumAgeCountry ?? []) {
    const match = /^([A-Za-z]{2})=(\d{0,2})$/.exec(entry);
    if (!match)
      throw new CliError(`--minimum-age-country ${entry}: COUNTRY=AGE, e.g. DE=16 (DE= removes it)`);
    const country = match[1]!.toUpperCase();
    if (match[2] === "") delete byCountry[country];
    else byCountry[country] = Number(match[2]);
  }
  return { minimumAge: change.minimumAge ?? current.minimumAge, byCountry };
}

/** `+6`, `-2` adjust the stock; `=24` sets it. Never below 0. Answers the new stock. */
export async function adjustStock(
  db: Executor,
  clubId: string,
  itemId: string,
  change: string,
): Promise<number> {
  const match = /^([+=-])(\d{1,9})$/.exec(change);
  if (!match) throw new CliError(`${change}: write +N to add, -N to remove, =N to set`);
  const [, op, digits] = match;
  const n = Number(digits);
  const next =
    op === "=" ? sql`${n}` : op === "+" ? sql`${shopItems.stock} + ${n}` : sql`${shopItems.stock} - ${n}`;
  const [row] = await db
    .update(shopItems)
    .set({ stock: sql`greatest(${next}, 0)` })
    .where(and(eq(shopItems.id, itemId), eq(shopItems.clubId, clubId)))
    .returning({ stock: shopItems.stock });
  if (!row) throw new CliError(`club ${clubId} has no item ${itemId}`);
  return row.stock;
}

export const couponInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, "2-32 capital letters, digits, - and _"),
    kind: z.enum(["percent", "fixed", "free_shipping"]),
    value: z.coerce.number().int().min(0),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default("EUR"),
    descriptionIt: z.string().min(1).max(200),
    descriptionEn: z.string().min(1).max(200),
    minSubtotal: z.coerce.number().int().min(0).optional(),
    startsAt: z.coerce.date().optional(),
    expiresAt: z.coerce.date().optional(),
    usageLimit: z.coerce.number().int().min(1).optional(),
    perCustomerLimit: z.coerce.number().int().min(1).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === "percent" && (c.value < 1 || c.value > 100))
      ctx.addIssue({ code: "custom", path: ["value"], message: "a percentage from 1 to 100" });
    if (c.kind === "fixed" && c.value < 1)
      ctx.addIssue({ code: "custom", path: ["value"], message: "an amount in cents, at least 1" });
    if (c.startsAt && c.expiresAt && c.expiresAt <= c.startsAt)
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "must be after startsAt" });
  });

export async function createCoupon(db: Executor, clubId: string, input: unknown): Promise<string> {
  await requireClub(db, clubId);
  const parsed = couponInput.safeParse(input);
  if (!parsed.success) throw new CliError(`coupon: ${zodProblems(parsed.error)}`);
  const c = parsed.data;
  const inserted = await db
    .insert(coupons)
    .values({
      id: `${clubId}-${c.code.toLowerCase()}`,
      clubId,
      code: c.code,
      kind: c.kind,
      value: c.kind === "free_shipping" ? 0 : c.value,
      currency: c.currency,
      description: { it: c.descriptionIt, en: c.descriptionEn },
      minSubtotal: c.minSubtotal ?? null,
      startsAt: c.startsAt ?? null,
      expiresAt: c.expiresAt ?? null,
      usageLimit: c.usageLimit ?? null,
      perCustomerLimit: c.perCustomerLimit ?? null,
    })
    .onConflictDoNothing()
    .returning({ code: coupons.code });
  if (inserted.length === 0) throw new CliError(`club ${clubId} already has a coupon ${c.code}`);
  return c.code;
}

export interface OrderLine {
  number: string;
  createdAt: Date;
  status: string;
  email: string;
  total: number;
  currency: string;
  couponCode: string | null;
}

export async function listOrders(
  db: Executor,
  clubId: string,
  options: { since?: Date; status?: OrderStatus; limit: number },
): Promise<OrderLine[]> {
  await requireClub(db, clubId);
  return db
    .select({
      number: expenses.number,
      createdAt: expenses.createdAt,
      status: expenses.status,
      email: expenses.email,
      total: expenses.total,
      currency: expenses.currency,
      couponCode: expenses.couponCode,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.clubId, clubId),
        options.since ? gte(expenses.createdAt, options.since) : undefined,
        options.status ? eq(expenses.status, options.status) : undefined,
      ),
    )
    .orderBy(desc(expenses.createdAt), desc(expenses.number))
    .limit(options.limit);
}
