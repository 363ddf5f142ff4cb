import {
  clientLoader as browserData,
  isLanguage,
  LanguageRoot,
  languageLayout,
  RenderError,
  RootFrame,
  RootNotFound,
  serverLoader,
} from "@club/storefront/framework";
import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/language";

const serverData = serverLoader(languageLayout);

/** Every page of a language: the club's theme, style, configuration and club, around the shell. */
export async function loader(args: Route.LoaderArgs) {
  if (!isLanguage(args.params.lang)) throw data(null, { status: 404 });
  return serverData(args);
}

export const clientLoader = browserData(languageLayout);

export default LanguageRoot;

/** An unknown language is the real not-found page; a shell that failed, its error. Both outside the club's shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <RootNotFound />;
  return (
    <RootFrame>
      <RenderError error={error} />
    </RootFrame>
  );
}
