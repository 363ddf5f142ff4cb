import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StoredImage } from "./catalog.js";
import type { Localized } from "./localized.js";

export const pages = pgTable(
  "pages",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id").notNull(),
    name: text("name").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized | null>(),
    html: jsonb("html").$type<Localized>().notNull(),
    componentIds: text("component_ids").array().notNull().default([]),
    position: integer("position").notNull().default(0),
    /** When its content last changed (the sitemap's `lastmod`); set by the commands that change it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("pages_club_name").on(t.clubId, t.name)],
);

export const customComponents = pgTable("custom_components", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  kind: text("kind").$type<"html" | "banner" | "text">().notNull(),
  title: jsonb("title").$type<Localized | null>(),
  html: jsonb("html").$type<Localized>().notNull(),
  css: text("css"),
  image: jsonb("image").$type<StoredImage | null>(),
  link: text("link"),
});
