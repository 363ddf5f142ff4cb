import type { Config } from "@react-router/dev/config";

// Server-rendered by the web server (server/app.ts mounts the build's request handler beside the /api proxy).
export default {
  appDirectory: "app",
  buildDirectory: "dist/framework",
  ssr: true,
} satisfies Config;
