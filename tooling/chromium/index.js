import { existsSync } from "node:fs";

/**
 * Flags for headless Chromium on this workplace's closed network: without the background-networking ones Chromium
 * keeps dialling out and its connections are refused.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides it. Throws a clear error when absent. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

/**
 * Debian's headless shell of the same Chromium (`apt-get install -y chromium-headless-shell`), for the end-to-end
 * journeys: Chromium's old headless mode, without the full browser's UI layer and GPU process, takes a quarter less
 * CPU per journey on this 2-core machine (measured: checkout.e2e.ts, 80 → 60 CPU-s). CHROMIUM_HEADLESS_SHELL_PATH
 * overrides it; without the package the journeys fall back to `chromiumPath()`.
 */
export function headlessShellPath() {
  const path = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/lib/chromium/chromium-headless-shell";
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH)
    throw new Error(`Chromium's headless shell not found at ${path} (CHROMIUM_HEADLESS_SHELL_PATH).`);
  return chromiumPath();
}
