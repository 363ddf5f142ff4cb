import { desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client.js";
import { outbox } from "../db/schema/index.js";
import type { Services } from "../services.js";
import { escapeHtml } from "./templates.js";

const LIMIT = 200;

/**
 * The development mailbox (GET /dev/mailbox and /dev/mailbox.json, only with config.devMailbox): the outbox with
 * each email's link, so sign-up, reset and email change work locally without a mail server.
 */
export function mailRoutes(db: Db, services: Services) {
  return (app: Hono) => {
    if (!services.config.devMailbox) return;

    const list = async (to: string | undefined) =>
      db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to.toLowerCase()) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(LIMIT);

    app.get("/dev/mailbox.json", async (c) => {
      const rows = await list(c.req.query("to"));
      return c.json({
        items: rows.map((row) => ({
          id: row.id,
          clubId: row.clubId,
          to: row.to,
          subject: row.subject,
          kind: row.kind,
          link: row.link,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      });
    });

    app.get("/dev/mailbox", async (c) => {
      const rows = await list(c.req.query("to"));
      const items = rows
        .map(
          (row) => `<tr>
<td>${escapeHtml(row.createdAt.toISOString().replace("T", " ").slice(0, 19))}</td>
<td>${escapeHtml(row.clubId)}</td>
<td>${escapeHtml(row.to)}</td>
<td>${escapeHtml(row.kind)}</td>
<td><details><summary>${escapeHtml(row.subject)}</summary><pre>${escapeHtml(row.text)}</pre></details></td>
<td>${row.link ? `<a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a>` : ""}</td>
</tr>`,
        )
        .join("\n");
      c.header("Cache-Control", "no-store");
      return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top;font-size:14px}
pre{white-space:pre-wrap;max-width:60ch}</style></head>
<body><h1>Dev mailbox</h1><p>The latest ${LIMIT} emails of the outbox${rows.length ? "" : ": none yet"}.
Filter with <code>?to=address</code>; JSON at <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
<table><thead><tr><th>When (UTC)</th><th>Club</th><th>To</th><th>Kind</th><th>Subject</th><th>Link</th></tr></thead>
<tbody>${items}</tbody></table></body></html>`);
    });
  };
}
