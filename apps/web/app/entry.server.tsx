import { PassThrough } from "node:stream";
import { languageOfPath } from "@club/storefront/first-paint";
import { pageI18n, type StorefrontLoadContext, StorefrontProviders } from "@club/storefront/framework";
import { installServerHtmlParser } from "@club/storefront/framework/request";

// The web server makes each request's load context with this (compiled here, with the screens).
export { requestStorefront } from "@club/storefront/framework/request";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

installServerHtmlParser();

/** A render still running after this long is cut: React sends what it has, with the boundaries' fallbacks. */
export const streamTimeout = 5_000;

/**
 * Renders a page in the request's own runtime (the one its loaders read into) and translations. People get the
 * shell as soon as it is ready and the rest as it streams; crawlers get the whole page at once.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: StorefrontLoadContext,
) {
  const { runtime, nonce } = loadContext.storefront;
  const { pathname } = new URL(request.url);
  const i18n = await pageI18n(languageOfPath(pathname));
  const userAgent = request.headers.get("user-agent");
  const ready = userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <StorefrontProviders runtime={runtime} i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StorefrontProviders>,
      {
        nonce,
        [ready]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
