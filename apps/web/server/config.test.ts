import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadWebConfig } from "./config";

describe("loadWebConfig", () => {
  it("has defaults for the local demo", () => {
    const config = loadWebConfig({});
    expect(config).toMatchObject({
      port: 3000,
      apiOrigin: "http://127.0.0.1:4000",
      appToken: "demo-castelvecchio",
    });
  });

  it("reads a CLUB_CONFIG file, and the environment wins over it", () => {
    const dir = mkdtempSync(join(tmpdir(), "club-web-"));
    const file = join(dir, "club.json");
    writeFileSync(
      file,
      JSON.stringify({ apiOrigin: "https://platform.example/", appToken: "shop-a", port: 8080 }),
    );
    expect(loadWebConfig({ CLUB_CONFIG: file })).toMatchObject({
      apiOrigin: "https://platform.example",
      appToken: "shop-a",
      port: 8080,
    });
    expect(loadWebConfig({ CLUB_CONFIG: file, APP_TOKEN: "shop-b", PORT: "9000" })).toMatchObject({
      appToken: "shop-b",
      port: 9000,
    });
  });

  it("rejects a bad port or an unreadable file", () => {
    expect(() => loadWebConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadWebConfig({ CLUB_CONFIG: "/nonexistent/club.json" })).toThrow(/CLUB_CONFIG/);
  });
});
