import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` is scripts/bootstrap.mjs (install, then the demo) and scripts/demo.mjs (build, then both servers). This
// runs the demo itself with --no-build: turbo builds the platform and this package before their tests, and the
// install is the package manager's. The platform starts on an empty PGlite folder of its own (DATA_DIR), so it seeds
// the demo clubs as a first `npm start` on a fresh clone does: the slowest start, when the address must still wait.
const root = fileURLToPath(new URL("../../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** What a visitor gets on opening the address: the answer's status and page, or the failure to connect. */
interface FirstVisit {
  status: number;
  html: string;
}

const dataDir = mkdtempSync(join(tmpdir(), "club-npm-start-"));
let demo: ChildProcess | undefined;

afterAll(async () => {
  if (demo && demo.exitCode === null && demo.signalCode === null) {
    // The demo stops its two servers on SIGTERM as on Ctrl-C.
    const exited = once(demo, "exit");
    demo.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start", { timeout: 90_000 }, () => {
  it("prints the storefront's address only once it serves the club's page, and Ctrl-C stops both servers", async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    // As from a terminal: not Vitest's NODE_ENV=test, and never a database named in this shell.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(webPort), API_PORT: String(apiPort) };
    for (const name of ["NODE_ENV", "DATABASE_URL", "LOG_LEVEL"]) delete env[name];
    env.DATA_DIR = join(dataDir, "pglite");
    const child = spawn(process.execPath, [join(root, "scripts", "demo.mjs"), "--no-build"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    demo = child;
    const output: string[] = [];
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));

    const announced = new Promise<{ club: string; url: string; visit: Promise<FirstVisit> }>(
      (resolve, reject) => {
        createInterface({ input: child.stdout! }).on("line", (line) => {
          output.push(`${line}\n`);
          const match = line.match(/^\s*(.+) is open at (http:\/\/\S+)\s*$/);
          if (!match) return;
          // Opened the moment the line appears, as whoever reads it would: no wait, no retry.
          const visit = fetch(match[2]!, { signal: AbortSignal.timeout(10_000) }).then(async (response) => ({
            status: response.status,
            html: await response.text(),
          }));
          resolve({ club: match[1]!, url: match[2]!, visit });
        });
        child.once("exit", (code) =>
          reject(new Error(`the demo exited (${code}) before printing its address:\n${output.join("")}`)),
        );
      },
    );

    const { club, url, visit } = await announced;
    expect(url).toBe(`http://localhost:${webPort}`);
    expect(club).toBe("Tenuta Castelvecchio");
    const { status, html } = await visit;
    expect(status).toBe(200);
    // The club inlined for the first render, and the server-rendered page naming it.
    const bootstrap = html
      .match(/<meta name="club-bootstrap" content="([^"]*)"/)?.[1]
      ?.replace(
        /&(quot|amp|lt|gt|#x27);/g,
        (_, name: string) => ({ quot: '"', amp: "&", lt: "<", gt: ">", "#x27": "'" })[name]!,
      );
    expect(JSON.parse(bootstrap ?? "null")).toMatchObject({ club: { title: expect.any(String) } });
    expect(html).toContain(`<title>${club}`);
    expect(html).not.toContain("The shop is not available right now");
    expect(output.join("")).toMatch(/ready in [\d.]+ s\.[\s\S]*is open at/);

    // Ctrl-C: the demo stops both servers and ends with 0; neither port answers any more.
    const exited = once(child, "exit");
    child.kill("SIGINT");
    const [code] = await exited;
    expect(code).toBe(0);
    for (const address of [`${url}/healthz`, `http://127.0.0.1:${apiPort}/health`])
      await expect(fetch(address, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });

  it("ends at once, naming the setting, when PORT is not a port", async () => {
    for (const [name, value] of [
      ["PORT", "abc"],
      ["API_PORT", "70000"],
    ] as const) {
      const child = spawn(process.execPath, [join(root, "scripts", "demo.mjs"), "--no-build"], {
        cwd: root,
        env: { ...process.env, [name]: value },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const [code] = await once(child, "exit");
      expect(code).toBe(2);
      expect(stderr).toContain(`${name}=${value} is not a port`);
    }
  });
});
