import { setNonce } from "get-nonce";
import { BOOTSTRAP_ELEMENT_ID, type ClubBootstrap, parseBootstrap } from "../app/bootstrap";
import { createRuntime, type StorefrontRuntime } from "../app/runtime";
import { seedQueries } from "../app/seed";

let current: StorefrontRuntime | null = null;

/**
 * The page's one runtime (SDK clients, query cache, session) from what the server inlined, made by the client entry
 * before it hydrates. It renders as an anonymous visitor until the server's markup is hydrated, then as the member.
 */
export function createBrowserRuntime(bootstrap: ClubBootstrap): StorefrontRuntime {
  // Overlays (the dialogs' scroll lock) add <style> elements: they carry the page's CSP nonce.
  if (bootstrap.nonce) setNonce(bootstrap.nonce);
  const runtime = createRuntime({ bootstrap, publicOnly: true });
  runtime.persisted.capture(globalThis.location.search);
  seedQueries(runtime, bootstrap);
  current = runtime;
  return runtime;
}

/** The page's runtime, for the client loaders. */
export function browserRuntime(): StorefrontRuntime {
  if (!current)
    throw new Error("The storefront's runtime is made by the client entry before any route loads");
  return current;
}

/** The bootstrap a framework-mode page carries in its head (`<meta name="club-bootstrap">`), or null. */
export function pageBootstrap(doc: Document): ClubBootstrap | null {
  return parseBootstrap(doc.querySelector(`meta[name="${BOOTSTRAP_ELEMENT_ID}"]`)?.getAttribute("content"));
}
