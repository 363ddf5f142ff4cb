import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { json, startRecordingServer } from "./recording-server.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve("typescript/package.json")), "bin", "tsc");
const workspaceDir = mkdtempSync(join(tmpdir(), "club-sdk-consumers-"));

const server = await startRecordingServer((req, res) => {
  if (req.url.pathname === "/api/v2/club") json(res, 200, { title: "Members' Club" });
  else json(res, 401, { code: "AUTHENTICATION_REQUIRED", message: "Sign in to continue" });
});
afterAll(async () => {
  await server.close();
  rmSync(workspaceDir, { recursive: true, force: true });
});

/**
 * Copies a consumer project out of the repository, installs this package into its node_modules as a link (the
 * built dist/, as `npm install` would give it), compiles it with its own tsconfig and runs the output with Node.
 */
async function buildAndRun(kind: "cjs" | "esm") {
  const project = join(workspaceDir, kind);
  cpSync(join(packageDir, "test", "consumers", kind), project, { recursive: true });
  const modules = join(project, "node_modules");
  mkdirSync(join(modules, "@club"), { recursive: true });
  mkdirSync(join(modules, "@types"), { recursive: true });
  symlinkSync(packageDir, join(modules, "@club", "api-client"), "dir");
  symlinkSync(
    realpathSync(join(packageDir, "node_modules", "@types", "node")),
    join(modules, "@types", "node"),
    "dir",
  );
  execFileSync(process.execPath, [tsc, "-p", project], { stdio: "pipe" });
  const output = readFileSync(join(project, "dist", "main.js"), "utf8");
  // Asynchronously: the project calls the server this process runs.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(project, "dist", "main.js"), server.baseUrl],
    {
      cwd: project,
      timeout: 20_000,
    },
  );
  return { output, run: stdout.trim().split("\n") };
}

const expected = [
  expect.stringMatching(/^without baseUrl: createClubClient: pass baseUrl and origin outside a browser \(/),
  "club: Members' Club",
  "profile: 401 AUTHENTICATION_REQUIRED",
];

// Runs against dist/ (turbo builds before testing).
describe("a project using the SDK", () => {
  it("compiled to CommonJS with nodenext: require() loads the SDK and the calls work", async () => {
    const { output, run } = await buildAndRun("cjs");
    expect(output).toContain('require("@club/api-client")');
    expect(run).toEqual(expected);
  }, 60_000);

  it("in ESM with nodenext: import loads the SDK and the calls work", async () => {
    const { output, run } = await buildAndRun("esm");
    expect(output).toContain('from "@club/api-client"');
    expect(run).toEqual(expected);
  }, 60_000);
});
