import type { AddressInfo } from "node:net";
import { loadConfig } from "./config.js";
import { createPlatform, listen } from "./server.js";

const config = loadConfig();
const platform = await createPlatform(config);
const server = await listen(platform, config);
const { port } = server.address() as AddressInfo;
platform.services.log.info(
  { port, database: platform.database.kind },
  `club platform listening on http://${config.host}:${port}`,
);

// Graceful shutdown: stop taking connections, let requests in flight finish, then close the database.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    platform.services.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await platform.close();
      process.exit(0);
    });
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
}
