import { Container, ErrorBox, ThemeProvider } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "./NotFound";

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** A failed screen inside the shell: not found, or the error message in red on light grey (spec §1). */
export function ScreenError() {
  const error = useRouteError();
  return <ErrorContent error={error} />;
}

/** A failure above the shell (unknown language, broken shell): themed with the defaults. */
export function RootError() {
  const error = useRouteError();
  return (
    <ThemeProvider>
      <main id="main" className="min-h-dvh bg-bg py-16 text-fg">
        <Container width="md">
          <ErrorContent error={error} />
        </Container>
      </main>
    </ThemeProvider>
  );
}

function ErrorContent({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (isNotFound(error)) return <NotFound homeHref="/en/" />;
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
  return (
    <ErrorBox
      title={t`This page could not be shown`}
      message={message || t`Something went wrong, please retry`}
      action={
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => globalThis.location.reload()}
        >
          {t`Reload the page`}
        </button>
      }
    />
  );
}
