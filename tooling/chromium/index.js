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
