import type { StorefrontLoadContext } from "@club/storefront/framework";

declare module "react-router" {
  // The load context the web server gives every request (server/app.ts).
  interface AppLoadContext extends StorefrontLoadContext {}
}
