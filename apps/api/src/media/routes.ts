import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import type { Hono } from "hono";
import { publicFolder } from "../paths.js";

/** Serves the generated product pictures and logos (public/media/*.svg) with long caching. */
export function mediaRoutes() {
  return (app: Hono) =>
    app.get("/media/:file{[a-z0-9-]+\\.svg}", async (c) => {
      const file = normalize(c.req.param("file"));
      const svg = await readFile(join(publicFolder, "media", file), "utf8").catch(() => null);
      if (svg === null) return c.json({ code: "NOT_FOUND", message: "Not found" }, 404);
      c.header("Content-Type", "image/svg+xml");
      c.header("Cache-Control", "public, max-age=31536000, immutable");
      // The pictures are ours, but an SVG can carry script: forbid it when opened directly.
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
      return c.body(svg);
    });
}
