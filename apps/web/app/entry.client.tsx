import { languageOfPath } from "@club/storefront/first-paint";
import {
  createBrowserRuntime,
  loadBootstrap,
  pageBootstrap,
  pageCatalogs,
  pageI18n,
  StorefrontProviders,
} from "@club/storefront/framework";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The translations are loaded before hydrating, so the browser's first render reads as the server's did.
const runtime = createBrowserRuntime(pageBootstrap(document) ?? (await loadBootstrap(document)));
const i18n = await pageI18n(languageOfPath(location.pathname), pageCatalogs(document));

startTransition(() => {
  hydrateRoot(
    document,
    <StorefrontProviders runtime={runtime} i18n={i18n}>
      <HydratedRouter />
    </StorefrontProviders>,
  );
});
