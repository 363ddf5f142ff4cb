import { lazy } from "react";

let loaded = false;

/**
 * A club's custom block (`CustomComponentBlock`) in its own chunk, for the home page: static content below the hero
 * whose markup the server's page carries, so its code (the HTML sanitiser) can come while the page hydrates; React
 * keeps the server's markup of the block's Suspense boundary until then. The one import of its chunk: the home page
 * starts it itself while it keeps the server's markup (`HomeBlocks`), and `CustomComponentBlock` below renders it.
 */
export async function loadCustomComponentBlock() {
  const module = await import("./CustomComponentBlock");
  loaded = true;
  return module;
}

/** Whether the block's code has come (the module cache then makes its lazy component's import instant). */
export function customComponentBlockLoaded(): boolean {
  return loaded;
}

export const CustomComponentBlock = lazy(async () => ({
  default: (await loadCustomComponentBlock()).CustomComponentBlock,
}));
