#!/usr/bin/env node
// Adds up Vitest's closing "Tests  N passed | M failed (T)" lines, so a run of many suites ends with one total.
// Imported by bootstrap.mjs (`npm test`); run as a filter (`… | node scripts/test-totals.mjs`) it passes its input
// through and prints the total last, as CI's closing line.

/** A running tally over streamed output (chunks may split lines). */
export function createTally() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let pending = "";
  const scanLine = (line) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours before matching
    const plain = line.replace(/\u001b\[[0-9;]*m/g, "");
    const match = plain.match(/\bTests\s+(.*)\(\d+\)\s*$/);
    if (!match) return;
    for (const [, count, kind] of match[1].matchAll(/(\d+) (passed|failed|skipped)/g))
      totals[kind] += Number(count);
  };
  return {
    totals,
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
    console.log(`\n${totalLine(process.argv[2] ?? "tests", tally.totals)}`);
  });
}
