import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadWebConfig } from "./config";

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadWebConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("loadWebConfig", () => {
  it("has friendly defaults for the local demo outside production", () => {
    const config = loadWebConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: "0.0.0.0",
      apiOrigin: "http://127.0.0.1:4000",
      appToken: "demo-castelvecchio",
      trustProxy: false,
      logLevel: "info",
    });
    expect(config.metricsPort).toBeUndefined();
    // An empty line in a .env file means "not set".
    expect(loadWebConfig({ API_ORIGIN: "", APP_TOKEN: " " }).appToken).toBe("demo-castelvecchio");
  });

  it("reads a CLUB_CONFIG file, and the environment wins over it", () => {
    const dir = mkdtempSync(join(tmpdir(), "club-web-"));
    const file = join(dir, "club.json");
    writeFileSync(
      file,
      JSON.stringify({
        apiOrigin: "https://platform.example/",
        appToken: "shop-a",
        port: 8080,
        trustProxy: true,
      }),
    );
    expect(loadWebConfig({ CLUB_CONFIG: file })).toMatchObject({
      apiOrigin: "https://platform.example",
      appToken: "shop-a",
      port: 8080,
      trustProxy: 1,
    });
    expect(loadWebConfig({ CLUB_CONFIG: file, APP_TOKEN: "shop-b", PORT: "9000" })).toMatchObject({
      appToken: "shop-b",
      port: 9000,
    });
    writeFileSync(file, JSON.stringify({ apiOrigin: "https://platform.example", appTokn: "typo" }));
    expect(problemsOf({ CLUB_CONFIG: file })).toEqual([
      `CLUB_CONFIG: ${file} has an unknown setting "appTokn"`,
    ]);
  });

  it("reads the club's hosts (the demo's outside production) and the trusted hops", () => {
    expect(loadWebConfig({}).clubHosts).toEqual(["localhost:*", "127.0.0.1:*", "[::1]:*"]);
    expect(loadWebConfig({ CLUB_HOSTS: "Shop.Example.com, www.shop.example.com:8443" }).clubHosts).toEqual([
      "shop.example.com",
      "www.shop.example.com:8443",
    ]);
    expect(problemsOf({ CLUB_HOSTS: "https://shop.example.com" })[0]).toMatch(/^CLUB_HOSTS: must be/);
    expect(loadWebConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadWebConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadWebConfig({ TRUST_PROXY: "10.0.0.0/8,10.1.2.3" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "10.1.2.3",
    ]);
  });

  it("rejects bad values with one line each, naming the variable", () => {
    expect(
      problemsOf({ PORT: "abc", API_ORIGIN: "platform", TRUST_PROXY: "maybe", LOG_LEVEL: "loud" }).map(
        (line) => line.split(":")[0],
      ),
    ).toEqual(["PORT", "API_ORIGIN", "TRUST_PROXY", "LOG_LEVEL"]);
    expect(problemsOf({ CLUB_CONFIG: "/nonexistent/club.json" })[0]).toMatch(/^CLUB_CONFIG: /);
    expect(problemsOf({ METRICS_TOKEN: "short" })).toEqual(["METRICS_TOKEN: must be at least 16 characters"]);
    expect(problemsOf({ PORT: "3000", METRICS_PORT: "3000" })[0]).toMatch(
      /^METRICS_PORT: must differ from PORT/,
    );
  });

  it("in production, refuses a missing platform or app token and the demo tokens", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      "API_ORIGIN: required in production (the club platform's origin, e.g. https://platform.example)",
      "APP_TOKEN: required in production (the club's app token)",
      "CLUB_HOSTS: required in production (the club's hosts, e.g. shop.example.com)",
    ]);
    const hosts = { CLUB_HOSTS: "shop.example.com" };
    for (const token of ["demo-castelvecchio", "demo-frantoio"])
      expect(
        problemsOf({ NODE_ENV: "production", API_ORIGIN: "https://p.example", APP_TOKEN: token, ...hosts }),
      ).toEqual([`APP_TOKEN: "${token}" is a demo token; use the club's own app token in production`]);
    expect(
      loadWebConfig({
        NODE_ENV: "production",
        API_ORIGIN: "https://p.example/",
        APP_TOKEN: "tenuta-live-1",
        ...hosts,
      }),
    ).toMatchObject({ production: true, apiOrigin: "https://p.example", appToken: "tenuta-live-1" });
  });

  it("stops the server at start with one line per problem", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, "main.ts")], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", APP_TOKEN: "demo-frantoio", PORT: "x" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      "storefront: the configuration is not usable, not starting:",
      expect.stringMatching(/^ {2}PORT: /),
    ]);
    const production = spawnSync(
      process.execPath,
      ["--import", "tsx", join(import.meta.dirname, "main.ts")],
      {
        env: { PATH: process.env.PATH, NODE_ENV: "production", APP_TOKEN: "demo-frantoio" },
        encoding: "utf8",
        timeout: 20_000,
      },
    );
    expect(production.status).toBe(1);
    expect(production.stderr.trim().split("\n")).toEqual([
      "storefront: the configuration is not usable, not starting:",
      "  API_ORIGIN: required in production (the club platform's origin, e.g. https://platform.example)",
      '  APP_TOKEN: "demo-frantoio" is a demo token; use the club\'s own app token in production',
      "  CLUB_HOSTS: required in production (the club's hosts, e.g. shop.example.com)",
    ]);
  }, 45_000);
});
