import { NotFound } from "../app/NotFound";
import { useStorePath } from "./navigation";

/** An unknown path under /{lang}: the not-found page inside the shell. */
export function NotFoundScreen() {
  const storePath = useStorePath();
  return <NotFound homeHref={storePath("/")} />;
}
