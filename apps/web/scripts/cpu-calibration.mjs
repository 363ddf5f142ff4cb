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
 * The slowdown to use: Lighthouse's 4× (its mobile default, what PageSpeed Insights and a plain `lighthouse` run use),
 * unless LIGHTHOUSE_CPU says otherwise: a number fixes it, `calibrate` measures the host (the median of `runs`
 * readings) and calibrates to it. Not calibrated by default: on session 11's host the BenchmarkIndex read 2400-3200
 * (a calibrated 10-11×) while its style, layout and paint were slower than session 9's host's at 4×: the index times
 * a JavaScript loop, and the pages' long tasks are mostly rendering work.
 */
export async function cpuSlowdown(page, runs = 9) {
  const chosen = process.env.LIGHTHOUSE_CPU;
  if (!chosen || chosen === "default") return { multiplier: 4, benchmarkIndex: undefined };
  if (chosen !== "calibrate") return { multiplier: Number(chosen), benchmarkIndex: undefined };
  const benchmarkIndex = await measureBenchmarkIndex(page, runs);
  return { multiplier: cpuSlowdownFor(benchmarkIndex), benchmarkIndex };
}
