import { ClubStyle, LinkProvider, type RenderLinkProps, ToastProvider } from "@club/ui";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useLocation, useParams } from "react-router";
import { isLanguage } from "../i18n/languages";
import { RouterLink } from "../router/RouterLink";
import { useLanguage } from "../router/useLanguage";
import { AppShell } from "../shell/AppShell";
import { Footer } from "../shell/Footer";
import { ClubTheme } from "./ClubTheme";
import { useAuthenticated, useQueries, useRuntime } from "./context";
import { ErrorBoundary } from "./ErrorBoundary";
import { KitLabels } from "./KitLabels";
import { LoadingFallback } from "./LoadingFallback";
import { RenderError, RootNotFound } from "./RouteError";
import { VisitorPrompts } from "./VisitorPrompts";

function RouterLinkAdapter({ href, ...props }: RenderLinkProps) {
  return <RouterLink to={href} {...props} />;
}

/** Everything under `/{lang}`; an unknown language is a real not-found page. */
export function LanguageRoot() {
  const { lang } = useParams();
  return isLanguage(lang) ? <ClubShell /> : <RootNotFound />;
}

/** The club's theme and style, the shell and the screen (the document head is the route's: `router/RouteHead`). */
function ClubShell() {
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  // Architecture §4: club, profile and fidelity refetch when the login state changes: their query keys carry it,
  // and this re-renders the tree with the new keys.
  useAuthenticated();
  const theme = useQuery(queries.theme());
  const style = useQuery(queries.style());
  const config = useQuery(queries.config(language)).data ?? null;
  const { pathname } = useLocation();

  if (theme.isPending) return <LoadingFallback />;
  return (
    <ClubTheme theme={theme.data} inlined={runtime.bootstrap.theme} fallback={<LoadingFallback />}>
      <ClubStyle css={style.data} {...(runtime.bootstrap.nonce ? { nonce: runtime.bootstrap.nonce } : {})} />
      <LinkProvider component={RouterLinkAdapter}>
        <KitLabels>
          <ToastProvider>
            <AppShell footer={<Footer />}>
              <ErrorBoundary resetKey={pathname} fallback={(error) => <RenderError error={error} />}>
                <Outlet />
              </ErrorBoundary>
            </AppShell>
            <VisitorPrompts config={config} language={language} />
          </ToastProvider>
        </KitLabels>
      </LinkProvider>
    </ClubTheme>
  );
}
