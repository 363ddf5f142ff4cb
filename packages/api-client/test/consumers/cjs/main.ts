// A Node project compiled to CommonJS (`"type": "commonjs"`, `"module": "nodenext"`): the import becomes require().
import { createClubClient, isApiError } from "@club/api-client";

async function main(baseUrl: string) {
  try {
    createClubClient({ appToken: "demo-castelvecchio" });
  } catch (error) {
    console.log(`without baseUrl: ${(error as Error).message}`);
  }
  const api = createClubClient({ baseUrl, origin: "localhost:3000", appToken: "demo-castelvecchio" });
  const club = await api.GET("/api/v2/club");
  console.log(`club: ${club.title}`);
  try {
    await api.GET("/api/v2/profile");
  } catch (error) {
    if (isApiError(error, "AUTHENTICATION_REQUIRED")) console.log(`profile: ${error.status} ${error.code}`);
  }
}

void main(process.argv[2] ?? "");
