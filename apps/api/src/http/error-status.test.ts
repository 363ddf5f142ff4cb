import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ERROR_STATUS, type ErrorCode } from "@club/contract";
import { describe, expect, it } from "vitest";
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  paymentFailed,
  unauthorized,
  unprocessable,
} from "./errors.js";

const sourceDir = fileURLToPath(new URL("..", import.meta.url));
const HELPERS = { badRequest, unauthorized, forbidden, notFound, conflict, unprocessable, paymentFailed };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every error the platform's code raises with a literal code: its status and code, where it is raised. */
function raisedErrors() {
  const raised: Array<{ where: string; status: number; code: string }> = [];
  for (const file of sources(sourceDir)) {
    const text = readFileSync(file, "utf8");
    const where = file.replace(sourceDir, "");
    for (const match of text.matchAll(/new HttpError\((\d{3}), "([A-Z_]+)"/g))
      raised.push({ where, status: Number(match[1]), code: match[2]! });
    for (const match of text.matchAll(
      /\b(badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|paymentFailed)\("([A-Z_]+)"/g,
    )) {
      const helper = HELPERS[match[1] as keyof typeof HELPERS];
      const error = helper(match[2] as ErrorCode);
      raised.push({ where, status: error.status, code: error.code });
    }
  }
  return raised;
}

describe("the platform's error statuses", () => {
  it("answer each code with a status the contract's x-status gives it", () => {
    const raised = raisedErrors();
    expect(raised.length).toBeGreaterThan(60);
    const outside = raised.filter(({ status, code }) => !ERROR_STATUS[code as ErrorCode]?.includes(status));
    expect(outside).toEqual([]);
  });

  it("give the helpers' default codes their contract statuses", () => {
    for (const error of [badRequest(), unauthorized(), forbidden(), notFound()])
      expect(ERROR_STATUS[error.code]).toContain(error.status);
  });
});
