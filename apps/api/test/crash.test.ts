import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { expenses, outbox, sandboxCharges } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import { DISPENSA } from "./commerce-helpers.js";
import { databaseKinds } from "./platform.js";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The real API process (src/main.ts), on a database that outlives it. */
async function startApi(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: join(import.meta.dirname, ".."),
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", API_PORT: String(port), ...env },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { child, url, exited };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the API did not start");
}

describe.each(databaseKinds)("a crash between the charge and its commit, on %s", (kind) => {
  const dir = mkdtempSync(join(tmpdir(), "club-crash-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  afterAll(async () => {
    await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  it("the restarted API ends the order paid with its one charge: never a charge without an order, never paid twice", async () => {
    if (kind === "postgres") {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      const name = `club_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      };
    }
    const storage: Record<string, string> = databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: join(dir, "pglite") };
    // Reservations of one second, so the restarted process's release job finds this one expired at once.
    const api = await startApi({
      ...storage,
      API_TEST_CRASH_AFTER_CHARGE: "1",
      RELEASE_INTERVAL_MS: "0",
      RESERVATION_TTL_MS: "1000",
    });
    const headers = (url: string) => ({
      "Content-Type": "application/json",
      "X-Club-Origin": new URL(url).host.replace("127.0.0.1", "localhost"),
      "X-App-Token": DEMO.estate.appToken,
    });
    const cartId = randomUUID();
    const post = (url: string, path: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: path.endsWith("/cart") ? "PATCH" : "POST",
        headers: { ...headers(url), "X-Cart-Id": cartId, ...extra },
        body: JSON.stringify(body),
      });
    const token = (await (
      await post(api.url, "/sandbox-pay/v1/tokens", {
        number: "4242424242424242",
        expMonth: 12,
        expYear: 2040,
        cvc: "123",
      })
    ).json()) as { id: string };
    expect(token.id).toMatch(/^pm_sbx_/);
    await post(api.url, `/api/v2/shop-pages/${DISPENSA}/cart`, {
      items: [{ shopItemId: CATALOG.items.miele, quantity: 1 }],
    });
    const key = randomUUID();
    const order = {
      shippingMode: "pickup",
      billingMode: "receipt",
      howToPay: "new",
      birthDate: "1980-05-01",
      email: "crash@example.com",
      paymentMethodId: token.id,
    };
    // The process dies after the processor charged and before the order is recorded as paid: no answer.
    await expect(
      post(api.url, `/api/v2/shop-pages/${DISPENSA}/checkout`, order, { "Idempotency-Key": key }),
    ).rejects.toThrow();
    await api.exited;

    // Restarted with the release job running: it finds the charge at the processor and pays the order.
    const restarted = await startApi({ ...storage, RELEASE_INTERVAL_MS: "200" });
    let mails: Array<{ to: string; kind: string }> = [];
    for (let i = 0; i < 100 && !mails.length; i++) {
      const box = await fetch(`${restarted.url}/dev/mailbox.json?to=crash@example.com`, {
        headers: headers(restarted.url),
      });
      mails = ((await box.json()) as { items: typeof mails }).items;
      if (!mails.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Paid by the release job's reconciliation, before any retry: the confirmation is out.
    expect(mails.map((mail) => mail.kind)).toEqual(["order_confirmation"]);
    // The shopper's retry of the same attempt (its key still held by the dead request) makes no second order.
    const retried = await post(restarted.url, `/api/v2/shop-pages/${DISPENSA}/checkout`, order, {
      "Idempotency-Key": key,
    });
    expect([201, 409]).toContain(retried.status);
    restarted.child.kill("SIGTERM");
    await restarted.exited;

    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: join(dir, "pglite") },
    );
    try {
      const rows = await database.db.select().from(expenses).where(eq(expenses.email, "crash@example.com"));
      expect(rows.map((row) => row.status)).toEqual(["paid"]);
      const charged = await database.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, `order_${rows[0]!.id}`));
      expect(charged.map((charge) => charge.status)).toEqual(["succeeded"]);
      const confirmations = await database.db.select().from(outbox).where(eq(outbox.to, "crash@example.com"));
      expect(confirmations).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
