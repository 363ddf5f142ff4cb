import { redirect } from "react-router";
import type { Route } from "./+types/redirect-to-language";

/** `/` → `/en/`, keeping the query string. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/en/${new URL(request.url).search}`);
}
