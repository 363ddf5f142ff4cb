import { ClubStyle, LinkProvider, type RenderLinkProps, ThemeProvider, ToastProvider } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet } from "react-router";
import { ConsentBanner } from "../adapters/consent/ConsentBanner";
import { useLanguage } from "../router/useLanguage";
import { AppShell } from "../shell/AppShell";
import { useAuthenticated, useQueries, useRuntime } from "./context";
import { DocumentHead } from "./DocumentHead";
import { LoadingFallback } from "./LoadingFallback";

function RouterLinkAdapter({ href, ...props }: RenderLinkProps) {
  return <Link to={href} {...props} />;
}

/** Everything under `/{lang}`: the club's theme and style, the document head, the shell and the screen. */
export function LanguageRoot() {
  const { t } = useLingui();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  // Spec §4: club, profile and fidelity refetch when the login state changes: their query keys carry it,
  // and this re-renders the tree with the new keys.
  useAuthenticated();
  const theme = useQuery(queries.theme());
  const style = useQuery(queries.style());
  const config = useQuery(queries.config(language)).data ?? null;
  const club = useQuery(queries.club(language)).data ?? null;

  if (theme.isPending) return <LoadingFallback />;
  return (
    <ThemeProvider theme={theme.data}>
      <ClubStyle css={style.data} {...(runtime.bootstrap.nonce ? { nonce: runtime.bootstrap.nonce } : {})} />
      <DocumentHead config={config} club={club} language={language} />
      <LinkProvider component={RouterLinkAdapter}>
        <ToastProvider label={t`Notifications`} labels={{ dismiss: t`Dismiss` }}>
          <AppShell footer={<Footer />}>
            <Outlet />
          </AppShell>
          <ConsentBanner consent={config?.consent} language={language} />
        </ToastProvider>
      </LinkProvider>
    </ThemeProvider>
  );
}

function Footer() {
  const queries = useQueries();
  const language = useLanguage();
  const config = useQuery(queries.config(language)).data;
  const company = config?.company;
  if (!company) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-fg">{company.legalName ?? company.name}</p>
      {company.address && <p>{company.address}</p>}
      {company.vatNumber && <p>{company.vatNumber}</p>}
    </div>
  );
}
