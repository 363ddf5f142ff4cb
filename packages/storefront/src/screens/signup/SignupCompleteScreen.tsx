import { isApiError } from "@club/api-client";
import { Alert, Button, Checkbox, DateInput, EmptyState, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { NameFields } from "../../account/AccountFields";
import { AccountLayout } from "../../account/AccountLayout";
import { type AccountErrors, hasAccountErrors, validateSignupCompletion } from "../../account/form-rules";
import { serverFieldErrors, useAccountMessages } from "../../account/useAccountMessages";
import { useSignedIn } from "../../account/useSignedIn";
import { useBotToken } from "../../adapters/useBotToken";
import { useQueries, useRuntime } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";
import { ScreenSkeleton } from "../ScreenState";

/** A malformed, stale, used or superseded link: 400 for the token, 404 or 409 (or the code itself). */
function isInvalidInvite(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === "INVITATION_TOKEN_INVALID" || error.status === 404 || error.status === 409) return true;
  return error.status === 400 && Boolean(error.fields?.requestToken);
}

/** Sign-up's second form (/{lang}/signup/{requestToken}), prefilled from the invite. */
export function SignupCompleteScreen() {
  const { t } = useLingui();
  const { requestToken = "" } = useParams();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const invite = useQuery(queries.invite(language, requestToken));

  if (invite.isPending) return <ScreenSkeleton />;
  if (invite.isError)
    return (
      <AccountLayout title={t`Complete your registration`}>
        {isInvalidInvite(invite.error) ? (
          <EmptyState
            headingLevel={2}
            title={t`This link cannot be used`}
            description={messages.code("INVITATION_TOKEN_INVALID")}
            action={
              <Button asChild variant="outline">
                <StoreLink to="/signup">{t`Ask for a new link`}</StoreLink>
              </Button>
            }
          />
        ) : (
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="outline" onClick={() => void invite.refetch()}>
                {t`Try again`}
              </Button>
            }
          >
            {messages.error(invite.error)}
          </Alert>
        )}
      </AccountLayout>
    );
  const data = invite.data;
  const who = data.invitedBy;
  return (
    <AccountLayout
      title={t`Complete your registration`}
      description={who ? t`${who} invited you to the club.` : t`Choose your password to become a member.`}
    >
      <CompletionForm
        requestToken={requestToken}
        email={data.email}
        firstName={data.firstName ?? ""}
        lastName={data.lastName ?? ""}
      />
    </AccountLayout>
  );
}

function CompletionForm(props: { requestToken: string; email: string; firstName: string; lastName: string }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const language = useLanguage();
  const messages = useAccountMessages();
  const signedIn = useSignedIn();
  const botToken = useBotToken();
  const [firstName, setFirstName] = useState(props.firstName);
  const [lastName, setLastName] = useState(props.lastName);
  const [password, setPassword] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [birthDate, setBirthDate] = useState("");
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [errors, setErrors] = useState<AccountErrors>({});

  const complete = useMutation({
    mutationFn: async () =>
      runtime.api(language).POST("/api/v2/auth/signup/{requestToken}", {
        params: { path: { requestToken: props.requestToken } },
        body: {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          password,
          acceptTerms: true,
          marketingConsent,
          ...(birthDate ? { birthDate } : {}),
          language,
          botToken: await botToken("signup"),
        },
      }),
    onSuccess: (session) => signedIn(session, `/${language}/profile`),
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignupCompletion({ firstName, lastName, password, acceptTerms, birthDate });
    setErrors(found);
    if (!hasAccountErrors(found)) complete.mutate();
  };

  const required = { required: true };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {complete.isError && (
        <Alert tone="error">
          {isInvalidInvite(complete.error)
            ? messages.code("INVITATION_TOKEN_INVALID")
            : messages.error(complete.error)}
        </Alert>
      )}
      <TextField label={t`Email`} type="email" value={props.email} readOnly autoComplete="email" />
      <NameFields
        firstName={firstName}
        lastName={lastName}
        onFirstName={setFirstName}
        onLastName={setLastName}
        errors={{
          firstName: messages.field(errors, "firstName"),
          lastName: messages.field(errors, "lastName"),
        }}
      />
      <DateInput
        label={t`Date of birth`}
        autoComplete="bday"
        hint={t`Our wines are sold only to adults: with it, checkout will not ask again.`}
        value={birthDate}
        onValueChange={setBirthDate}
        error={messages.field(errors, "birthDate")}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        {...required}
        hint={t`At least 8 characters`}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={messages.field(errors, "password")}
      />
      <Checkbox
        label={t`I accept the terms of the club`}
        checked={acceptTerms}
        onCheckedChange={setAcceptTerms}
        error={messages.field(errors, "acceptTerms")}
      />
      <Checkbox
        label={t`Send me news and offers by email`}
        checked={marketingConsent}
        onCheckedChange={setMarketingConsent}
      />
      <Button type="submit" loading={complete.isPending} fullWidth>
        {t`Create my account`}
      </Button>
    </form>
  );
}
