// Lighthouse's mobile CPU slowdown, calibrated to the machine it runs on. Lighthouse's default 4× assumes a high-end
// desktop host (BenchmarkIndex ~1533); on a slower host the same 4× emulates a slower phone than Lighthouse's mobile
// device, and every TBT figure grows with the host's slowness rather than the page's work. Lighthouse's docs
// (docs/throttling.md, "Calibrating the CPU slowdown") say to calibrate, with the Lighthouse team's calculator,
// whose formula `cpuSlowdownFor` follows (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js).
// PageSpeed Insights does the same for its own hosts (GoogleChrome/lighthouse#16256).
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** The CPU slowdown that makes a host of this BenchmarkIndex emulate Lighthouse's mobile device. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(
      `BenchmarkIndex ${benchmarkIndex}: too slow a host to emulate Lighthouse's mobile device`,
    );
  // 1300 = 3×, each 233 more = +1× (1533 = 4×, the default); 800 = 2×, 1300 = 3×; 150 = 1×, 800 = 2×.
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The host's BenchmarkIndex as Lighthouse computes it, in a page of this browser (the median of `runs` runs). */
export async function measureBenchmarkIndex(page, runs = 1) {
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const indexes = [];
  for (let run = 0; run < runs; run++) indexes.push(await page.evaluate(source));
  return indexes.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/**
 * The slowdown to use: LIGHTHOUSE_CPU (a number) fixes it, `LIGHTHOUSE_CPU=default` keeps Lighthouse's 4×;
 * otherwise the host is measured (the median of `runs` readings) and calibrated.
 */
export async function cpuSlowdown(page, runs = 9) {
  const fixed = process.env.LIGHTHOUSE_CPU;
  if (fixed === "default") return { multiplier: 4, benchmarkIndex: undefined };
  if (fixed) return { multiplier: Number(fixed), benchmarkIndex: undefined };
  const benchmarkIndex = await measureBenchmarkIndex(page, runs);
  return { multiplier: cpuSlowdownFor(benchmarkIndex), benchmarkIndex };
}
