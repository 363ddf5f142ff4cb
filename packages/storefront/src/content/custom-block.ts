import { lazyComponent } from "../app/lazy-component";

/**
 * A club's custom block (`CustomComponentBlock`) in its own chunk, for the home page: static content below the hero
 * whose markup the server's page carries, so its code (the HTML sanitiser) can come while the page hydrates; React
 * keeps the server's markup of the block's Suspense boundary until then. The server loads it before it renders, so
 * its markup never waits for it.
 */
export const customComponentBlock = lazyComponent(
  async () => (await import("./CustomComponentBlock")).CustomComponentBlock,
);
