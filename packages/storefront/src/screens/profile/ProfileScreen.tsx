import { Alert, PageHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { loginUrl } from "../../api/unauthorized";
import { useAuthenticated, useQueries } from "../../app/context";
import { useLanguage } from "../../router/useLanguage";
import { ScreenFailure, ScreenSkeleton } from "../ScreenState";
import { AddressesCard } from "./AddressesCard";
import { BillingsCard } from "./BillingsCard";
import { EmailCard } from "./EmailCard";
import { ExpensesCard } from "./ExpensesCard";
import { PaymentMethodsCard } from "./PaymentMethodsCard";
import { PersonalDataCard } from "./PersonalDataCard";
import { SignOutEverywhereCard } from "./SignOutEverywhereCard";

/**
 * The member's profile (/{lang}/profile): personal data, email, addresses, saved cards (inside the card
 * payment provider context: the club's card field), "Sign out everywhere" and orders. Visitors are sent to login and back.
 */
export function ProfileScreen() {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const authenticated = useAuthenticated();
  const location = useLocation();
  const [params] = useSearchParams();
  const profile = useQuery(queries.profile(language));
  if (!authenticated)
    return <Navigate replace to={loginUrl(language, `${location.pathname}${location.search}`)} />;
  if (profile.isPending) return <ScreenSkeleton />;
  if (!profile.data)
    return (
      <ScreenFailure error={profile.error ?? new Error("profile")} onRetry={() => void profile.refetch()} />
    );
  const data = profile.data;
  const name = `${data.firstName} ${data.lastName}`.trim();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader eyebrow={t`Your profile`} title={name || data.email} description={data.email} />
      {params.get("passwordChanged") && <Alert tone="success">{t`Your new password is saved.`}</Alert>}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <PersonalDataCard profile={data} />
        <EmailCard email={data.email} />
        <AddressesCard profile={data} />
        <PaymentMethodsCard methods={data.paymentMethods} />
        <BillingsCard profile={data} />
        <SignOutEverywhereCard />
      </div>
      <ExpensesCard />
    </div>
  );
}
