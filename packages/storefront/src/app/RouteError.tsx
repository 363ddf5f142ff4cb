import { Container, ErrorBox } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ResolvingThemeProvider } from "./ClubTheme";
import { NotFound } from "./NotFound";

/**
 * A failure above the shell (unknown language, broken shell): themed with the defaults, over the club's colours the
 * page may carry (the theme's code loads with it, never on a page that works).
 */
export function RootFrame({ children }: { children: ReactNode }) {
  return (
    <ResolvingThemeProvider>
      <main id="main" className="min-h-dvh bg-bg py-16 text-fg">
        <Container width="md">{children}</Container>
      </main>
    </ResolvingThemeProvider>
  );
}

/** An unknown language: the real not-found page, outside the club's shell. */
export function RootNotFound() {
  return (
    <RootFrame>
      <NotFound homeHref="/en/" />
    </RootFrame>
  );
}

/** A failed screen or shell: the error message in red on light grey (architecture §3), with a way to retry. */
export function RenderError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const message = error instanceof Error ? error.message : String(error);
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
