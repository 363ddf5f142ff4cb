import type { Page } from "playwright-core";

export function cpuSlowdownFor(benchmarkIndex: number): number;
export function measureBenchmarkIndex(page: Page, runs?: number): Promise<number>;
export function cpuSlowdown(
  page: Page,
  runs?: number,
): Promise<{ multiplier: number; benchmarkIndex: number | undefined }>;
