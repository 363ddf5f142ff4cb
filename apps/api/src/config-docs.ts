import { configDocs } from "@club/config-docs";
import { configSchema } from "./config.js";

/** The platform's configuration reference, rendered from `configSchema` (the shared renderer of both servers). */
export const { referenceTable, envExample, withReferenceTable, update } = configDocs(configSchema.shape, {
  source: "src/config.ts",
  command: "pnpm --filter @club/api config:docs",
  summary: [
    "The club platform's settings",
    "With NODE_ENV=production, a missing or demo value (DATABASE_URL, SMTP_URL, SEED_ON_START, DEV_MAILBOX, a Stripe",
    "club without its keys, a demo app token still in the database) stops the process at start, one line per problem.",
  ],
});
