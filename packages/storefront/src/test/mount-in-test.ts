import { afterEach, vi } from "vitest";
import { type MountedStorefront, mountStorefront } from "../app/createStorefront";

const mounted: MountedStorefront[] = [];

/**
 * Mounts the storefront as the page does, and unmounts it after the test: a render still scheduled when jsdom is torn
 * down would otherwise throw "window is not defined" into the next file's run. The chunks the app loads after
 * hydration (the head's builders, the visitor prompts…) are waited for too: one still loading at the file's end
 * fails the run (Vitest's EnvironmentTeardownError).
 */
export async function mountInTest(...args: Parameters<typeof mountStorefront>) {
  const storefront = await mountStorefront(...args);
  if (storefront) mounted.push(storefront);
  return storefront;
}

afterEach(async () => {
  for (const storefront of mounted.splice(0)) storefront.unmount();
  await vi.dynamicImportSettled();
});
