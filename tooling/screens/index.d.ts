import type { Page } from "playwright-core";

export declare const TOLERANCE: Readonly<{ pixel: number; share: number }>;
export declare function settle(page: Page): Promise<void>;
export declare function comparePngs(
  expectedPng: Buffer,
  actualPng: Buffer,
  tolerance?: { pixel: number; share: number },
): { message: string; diffPng?: Buffer } | null;
