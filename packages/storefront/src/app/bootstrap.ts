import type { Club, ClubMeta, Config, Theme } from "@club/api-client";
import type { Language } from "../i18n/languages";

/**
 * What the web server inlines into the page (a `<script type="application/json" id="club-bootstrap">`,
 * never executable): the deployment's app token and, when the server could fetch them, the club's
 * config, theme, style and club for the first paint. A plain static host serves `/club.json` instead,
 * with only the app token; the storefront then fetches the rest and shows "Loading...".
 */
export interface ClubBootstrap {
  appToken: string;
  /** The platform's origin when it is not the page's own (default: the page origin, whose /api is proxied). */
  apiBaseUrl?: string;
  /** CSP nonce for the `<style>` elements the storefront adds. */
  nonce?: string;
  /** The language the inlined data is in. */
  language?: Language;
  config?: Config | null;
  theme?: Theme | null;
  style?: string | null;
  club?: Club | null;
  /** The club's preview data (site name, picture) for the head the app keeps current as the visitor navigates. */
  meta?: ClubMeta | null;
}

export const BOOTSTRAP_ELEMENT_ID = "club-bootstrap";
export const RUNTIME_CONFIG_PATH = "/club.json";

export function parseBootstrap(text: string | null | undefined): ClubBootstrap | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    return typeof record.appToken === "string" && record.appToken
      ? (record as unknown as ClubBootstrap)
      : null;
  } catch {
    return null;
  }
}

/** Reads the inlined bootstrap, or fetches the runtime config file of a static deployment. */
export async function loadBootstrap(
  doc: Document = document,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ClubBootstrap> {
  const inline = parseBootstrap(doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent);
  if (inline) return inline;
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { headers: { Accept: "application/json" } });
  const fetched = response.ok ? parseBootstrap(await response.text()) : null;
  if (!fetched)
    throw new Error(
      `The storefront has no configuration: ${RUNTIME_CONFIG_PATH} is missing or has no appToken`,
    );
  return fetched;
}
