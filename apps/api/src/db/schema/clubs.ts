import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Localized } from "./localized.js";

export interface ClubSettings {
  /** Stripe clubs: the publishable key and the club's connected account (direct charges land in its balance). */
  payments: { provider: "sandbox" | "stripe"; publishableKey?: string; accountId?: string };
  botCheck: { provider: "none" | "recaptcha" | "turnstile"; siteKey?: string };
  consent: { provider: "builtin" | "external"; scriptUrl?: Partial<Localized>; policyUrl: Localized };
  /**
   * The club's own language: the storefront's default (`GET /config`) and the language of the emails written to the
   * club itself (the new-order notification). English when unset.
   */
  defaultLanguage?: "it" | "en";
  /** Minimum age to buy per destination country; absent (clubs made before the age check) means 18 everywhere. */
  ageCheck?: { minimumAge: number; byCountry: Record<string, number> };
}

export interface ClubCompany {
  name: string;
  legalName?: string;
  vatNumber?: string;
  address?: string;
  email?: string;
  phone?: string;
  website?: string;
}

export interface ClubHome {
  headline: Localized;
  intro: Localized;
  hero: { url: string; alt: Localized; width: number; height: number } | null;
  componentIds: string[];
}

export const clubs = pgTable("clubs", {
  id: text("id").primaryKey(),
  title: jsonb("title").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  company: jsonb("company").$type<ClubCompany>().notNull(),
  logoUrl: text("logo_url"),
  /**
   * The public origin of the club's storefront (`https://shop.cantina.it`): the links of its emails open there, and
   * only there may the sandbox's challenge page be framed. Unset: the platform's `STOREFRONT_URL`.
   */
  storefrontUrl: text("storefront_url"),
  requiresInvitation: boolean("requires_invitation").notNull().default(false),
  theme: jsonb("theme").$type<Record<string, unknown>>().notNull().default({}),
  style: text("style").notNull().default(""),
  settings: jsonb("settings").$type<ClubSettings>().notNull(),
  home: jsonb("home").$type<ClubHome>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When its content last changed (the sitemap's `lastmod`); set by the commands that change it. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A storefront deployment of a club: its app token (kept as its SHA-256, hex) and the page hosts it may run on.
 * A host pattern is exact (`shop.cantina.it`) or any port of a host (`localhost:*`).
 */
export const clubDeployments = pgTable("club_deployments", {
  appTokenSha256: text("app_token_sha256").primaryKey(),
  clubId: text("club_id")
    .notNull()
    .references(() => clubs.id, { onDelete: "cascade" }),
  hosts: text("hosts").array().notNull(),
});
