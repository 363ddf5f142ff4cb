import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ClubBootstrap } from "@club/storefront";
import type { Language } from "@club/storefront/first-paint";
import { createRequestRuntime, type RequestStorefront } from "@club/storefront/framework/request";
import { createRequestHandler, type ServerBuild } from "react-router";

/** The framework-mode build beside this server (`react-router build`): its server bundle and its browser assets. */
export interface FrameworkBuild {
  /** The server bundle, or (in development) a function that loads its latest version. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
}

/** Loads the framework-mode build when it was built (`dist/framework`), else undefined. */
export async function loadFrameworkBuild(
  root = join(dirname(fileURLToPath(import.meta.url)), "..", "framework"),
): Promise<FrameworkBuild | undefined> {
  const entry = join(root, "server", "index.js");
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return { build, clientDir: join(root, "client") };
}

/** What one page request is rendered with: the club as this server read it, the request's nonce and address. */
export interface FrameworkPageRequest {
  request: Request;
  language: Language;
  host: string;
  origin: string;
  nonce: string;
  bootstrap: ClubBootstrap;
  themeCss: string | null;
  clubCss: string | null;
  apiOrigin: string;
  fetch: typeof fetch;
}

/**
 * React Router's request handler over the build, each request with a storefront of its own (runtime, club, nonce)
 * as its load context: loaders read into that runtime, and the render shows what they read.
 */
export function createFrameworkPages({ build }: FrameworkBuild) {
  const handle = createRequestHandler(build, typeof build === "function" ? "development" : "production");
  return (page: FrameworkPageRequest): Promise<Response> => {
    const url = new URL(page.request.url);
    const runtime = createRequestRuntime({
      url,
      language: page.language,
      bootstrap: page.bootstrap,
      apiOrigin: page.apiOrigin,
      host: page.host,
      fetch: page.fetch,
    });
    const storefront: RequestStorefront = {
      runtime,
      club: {
        origin: page.origin,
        config: page.bootstrap.config ?? null,
        club: page.bootstrap.club ?? null,
        meta: page.bootstrap.meta ?? null,
      },
      bootstrap: page.bootstrap,
      nonce: page.nonce,
      themeCss: page.themeCss,
      clubCss: page.clubCss,
    };
    return handle(page.request, { storefront });
  };
}
