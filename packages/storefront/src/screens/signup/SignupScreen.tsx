import { isApiError } from "@club/api-client";
import { Alert, Button } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { EmailField } from "../../account/AccountFields";
import { AccountLayout } from "../../account/AccountLayout";
import { type AccountErrors, hasAccountErrors, validateEmailOnly } from "../../account/form-rules";
import { showSignUp } from "../../account/sign-up-offered";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useBotToken } from "../../adapters/useBotToken";
import { useQueries, useRuntime } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";

/**
 * Sign-up (/{lang}/signup), first step: the visitor gives an email and receives a link. On invitation-only
 * clubs only invited emails receive it; the answer (INVITATION_SENT, ALREADY_INVITED, ALREADY_REGISTERED,
 * INVITATION_REQUIRED) is shown as it comes.
 */
export function SignupScreen() {
  const { t } = useLingui();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const config = useQuery(queries.config(language)).data ?? null;
  const botToken = useBotToken();
  // A club whose config failed to load is not taken for an open one: the screen asks for the invitation link,
  // which the platform sends to an invited email, or to any email if the club is open after all.
  const requiresInvitation = !showSignUp(config);
  const [email, setEmail] = useState("");
  const [params] = useSearchParams();
  const returnUrl = params.get("returnUrl");
  const [errors, setErrors] = useState<AccountErrors>({});

  const request = useMutation({
    mutationFn: async () =>
      runtime.api(language).POST("/api/v2/auth/signup", {
        body: { email: email.trim(), language, botToken: await botToken("signup") },
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailOnly({ email });
    setErrors(found);
    if (!hasAccountErrors(found)) request.mutate();
  };

  const errorCode = isApiError(request.error) ? request.error.code : undefined;
  const tone = errorCode === "ALREADY_INVITED" ? "info" : "error";
  return (
    <AccountLayout
      title={requiresInvitation ? t`Ask for an invitation` : t`Sign up`}
      description={
        requiresInvitation
          ? t`This club is open to invited members: enter the email you were invited with and we will send you the link to register.`
          : t`Enter your email: we will send you a link to complete your registration.`
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {request.isSuccess && <Alert tone="success">{messages.code(request.data.code)}</Alert>}
        {request.isError && <Alert tone={tone}>{messages.error(request.error)}</Alert>}
        <EmailField value={email} onChange={setEmail} error={messages.field(errors, "email")} />
        <Button type="submit" loading={request.isPending} fullWidth>
          {requiresInvitation ? t`Request the link` : t`Sign up`}
        </Button>
        <p className="text-fg-muted text-sm">
          {t`Already a member?`}{" "}
          <StoreLink
            // A visitor sent here from a product (its member price) comes back to it after logging in.
            to={returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : "/login"}
            className="font-semibold text-primary-ink underline-offset-4 hover:underline"
          >
            {t`Log in`}
          </StoreLink>
        </p>
      </form>
    </AccountLayout>
  );
}
