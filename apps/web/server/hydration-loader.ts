import { createHash } from "node:crypto";
import { scriptJson } from "@club/storefront/seo";
import { HYDRATION_SCRIPTS_ID, type HydrationScripts, startHydration } from "../src/hydration-start";

/**
 * However long the window's `load` takes, a server-rendered page starts hydrating by this long after navigation
 * (ms): the bound of a good largest paint, past which holding the scripts back no longer serves the paint.
 */
export const HYDRATION_LATEST_MS = 2500;

/** The inline script that fetches a server-rendered page's scripts after its first paint (`src/hydration-start.ts`). */
export const HYDRATION_LOADER = `(${startHydration.toString()})(window,${JSON.stringify(HYDRATION_SCRIPTS_ID)},${HYDRATION_LATEST_MS})`;

/** The loader's CSP source: the only inline script the page's policy lets run. */
export const HYDRATION_LOADER_SOURCE = `'sha256-${createHash("sha256").update(HYDRATION_LOADER).digest("base64")}'`;

/** The scripts a server-rendered page hydrates with, as data, and the loader that fetches them after its first paint. */
export const hydrationScriptTags = (scripts: HydrationScripts): string =>
  `<script type="application/json" id="${HYDRATION_SCRIPTS_ID}">${scriptJson(scripts)}</script><script>${HYDRATION_LOADER}</script>`;
