import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PageRequest, StorefrontLoadContext } from "@club/storefront/framework/request";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

/** The framework-mode build beside this server (`react-router build`): its server bundle and its browser assets. */
export interface FrameworkBuild {
  /** The server bundle, or (in development) a function that loads its latest version. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
}

/** What the app's server entry (`app/entry.server.tsx`) gives this server besides the render. */
interface StorefrontEntry {
  requestStorefront(page: PageRequest): StorefrontLoadContext;
}

/** `dist/framework`, beside the built server (`dist/server/main.js`) or from its source (`server/main.ts`). */
function builtBeside(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const beside = join(here, "..", "framework");
  return existsSync(beside) ? beside : join(here, "..", "dist", "framework");
}

/** Loads the framework-mode build when it was built (`dist/framework`), else undefined. */
export async function loadFrameworkBuild(root = builtBeside()): Promise<FrameworkBuild | undefined> {
  const entry = join(root, "server", "index.js");
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return { build, clientDir: join(root, "client") };
}

/** The server bundle now (in development, its latest version). */
export async function serverBuildOf({ build }: Pick<FrameworkBuild, "build">): Promise<ServerBuild> {
  return typeof build === "function" ? build() : build;
}

/**
 * React Router's request handler over the build, each request with a storefront of its own (runtime, club, nonce)
 * as its load context: loaders read into that runtime, and the render shows what they read. The context is made by
 * the build's own entry, so the storefront's code runs as the build compiled it.
 */
export function createFrameworkPages({ build }: FrameworkBuild) {
  const handle = createRequestHandler(build, typeof build === "function" ? "development" : "production");
  return async (page: PageRequest): Promise<Response> => {
    const entry = (await serverBuildOf({ build })).entry.module as unknown as StorefrontEntry;
    return handle(page.request, entry.requestStorefront(page) as unknown as AppLoadContext);
  };
}
