#!/usr/bin/env node
// Adds up Vitest's closing "Tests  N passed | M failed (T)" lines, so a run of many suites ends with one total.
// Imported by bootstrap.mjs (`npm test`); run as a filter (`… | node scripts/test-totals.mjs`) it passes its input
// through and prints the total last, as CI's closing line.

/** A running tally over streamed output (chunks may split lines). */
export function createTally() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  // Vitest's "FAIL  file > suite > test" lines: repeated beside the total, since a long log's tail is often all of
  // it that a reader gets.
  const failures = new Set();
  let pending = "";
  const scanLine = (line) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours before matching
    const plain = line.replace(/\u001b\[[0-9;]*m/g, "");
    const failure = plain.match(/\bFAIL\s+(\S.*\S)\s*$/);
    if (failure) failures.add(failure[1]);
    const match = plain.match(/\bTests\s+(.*)\(\d+\)\s*$/);
    if (!match) return;
    for (const [, count, kind] of match[1].matchAll(/(\d+) (passed|failed|skipped)/g))
      totals[kind] += Number(count);
  };
  return {
    totals,
    failures,
    scan(chunk) {
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) scanLine(line);
    },
    end() {
      scanLine(pending);
      pending = "";
    },
  };
}

/** The failed tests, a line each (at most `limit`), or nothing. */
export function failureLines(failures, limit = 20) {
  const list = [...failures];
  const shown = list.slice(0, limit).map((name) => `failed: ${name}`);
  if (list.length > limit) shown.push(`failed: … and ${list.length - limit} more`);
  return shown;
}

export const totalLine = (label, { passed, failed, skipped }) =>
  `${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const tally = createTally();
  process.stdin.on("data", (chunk) => {
    process.stdout.write(chunk);
    tally.scan(chunk);
  });
  process.stdin.on("end", () => {
    tally.end();
    for (const line of failureLines(tally.failures)) console.log(line);
    console.log(`\n${totalLine(process.argv[2] ?? "tests", tally.totals)}`);
  });
}
