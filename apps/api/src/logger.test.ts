import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLogger, MAX_LOGGED_TEXT } from "./logger.js";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger("trace", stream) };
}

describe("logged errors", () => {
  it("leave out a failed query's values and cut long texts", () => {
    const { lines, log } = capture();
    // A whole body's worth of a request's value, as a failed insert carries it in its message, stack and params.
    const value = `BODY-${"x".repeat(250_000)}`;
    const cause = new Error("deadlock detected");
    log.error(
      { err: new DrizzleQueryError("insert into carts (notes) values ($1)", [value], cause) },
      "request failed",
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line.err.params).toBeUndefined();
    expect(line.err.message).toContain("Failed query: insert into carts");
    expect(line.err.message).toMatch(/deadlock detected$/);
    expect(lines[0]!.length).toBeLessThan(4 * MAX_LOGGED_TEXT);
    expect(line.err.stack.length).toBeLessThan(MAX_LOGGED_TEXT + 40);
  });

  it("keep a short error whole", () => {
    const { lines, log } = capture();
    log.error({ err: new Error("connection refused") }, "request failed");
    const line = JSON.parse(lines[0]!);
    expect(line.err).toMatchObject({ type: "Error", message: "connection refused" });
    expect(line.err.stack).toContain("connection refused");
  });
});
