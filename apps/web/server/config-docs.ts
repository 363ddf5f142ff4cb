import { configDocs } from "@club/config-docs";
import { configSchema } from "./config";

/** The web server's configuration reference, rendered from `configSchema` (the shared renderer of both servers). */
export const { referenceTable, envExample, withReferenceTable, update } = configDocs(configSchema.shape, {
  source: "server/config.ts",
  command: "pnpm config:docs",
  summary: [
    "The storefront web server's settings",
    "With NODE_ENV=production, a missing or demo API_ORIGIN / APP_TOKEN, or no CLUB_HOSTS, stops the server at start.",
  ],
});
