import { integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
