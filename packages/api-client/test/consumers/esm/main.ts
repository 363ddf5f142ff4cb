// A Node project in ESM (`"type": "module"`, `"module": "nodenext"`), with top-level await.
import { createClubClient, isApiError } from "@club/api-client";

try {
  createClubClient({ appToken: "demo-castelvecchio" });
} catch (error) {
  console.log(`without baseUrl: ${(error as Error).message}`);
}
const api = createClubClient({
  baseUrl: process.argv[2] ?? "",
  origin: "localhost:3000",
  appToken: "demo-castelvecchio",
});
const club = await api.GET("/api/v2/club");
console.log(`club: ${club.title}`);
try {
  await api.GET("/api/v2/profile");
} catch (error) {
  if (isApiError(error, "AUTHENTICATION_REQUIRED")) console.log(`profile: ${error.status} ${error.code}`);
}
