import { Alert, Button, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { EmailField } from "../../account/AccountFields";
import { AccountLayout } from "../../account/AccountLayout";
import {
  type AccountErrors,
  hasAccountErrors,
  validateEmailOnly,
  validateLogin,
} from "../../account/form-rules";
import { safeReturnUrl } from "../../account/return-url";
import { showSignUp } from "../../account/sign-up-offered";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useSignedIn } from "../../account/useSignedIn";
import { useBotToken } from "../../adapters/useBotToken";
import { useQueries, useRuntime } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";

/** Login (/{lang}/login): email and password, bot check, back to `returnUrl`; "forgot password" asks for a link. */
export function LoginScreen() {
  const { t } = useLingui();
  const [mode, setMode] = useState<"login" | "forgot">("login");
  return mode === "login" ? (
    <AccountLayout
      title={t`Log in`}
      description={t`Sign in to see your profile, orders and fidelity points.`}
    >
      <LoginForm onForgot={() => setMode("forgot")} />
    </AccountLayout>
  ) : (
    <AccountLayout
      title={t`Forgot your password?`}
      description={t`Enter your email: we will send you a link to choose a new password.`}
    >
      <ForgotPasswordForm onBack={() => setMode("login")} />
    </AccountLayout>
  );
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const messages = useAccountMessages();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const config = useQuery(queries.config(language)).data ?? null;
  const botToken = useBotToken();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<AccountErrors>({});

  const signIn = useMutation({
    mutationFn: async () =>
      runtime.api(language).POST("/api/v2/auth/signin", {
        body: { email: email.trim(), password, botToken: await botToken("login") },
      }),
    onSuccess: (session) =>
      signedIn(session, safeReturnUrl(params.get("returnUrl"), language, globalThis.location.origin)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (!hasAccountErrors(found)) signIn.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {signIn.isError && <Alert tone="error">{messages.error(signIn.error)}</Alert>}
      <EmailField value={email} onChange={setEmail} error={messages.field(errors, "email")} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={messages.field(errors, "password")}
      />
      <Button type="submit" loading={signIn.isPending} fullWidth>
        {t`Log in`}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" onClick={onForgot}>
          {t`Forgot your password?`}
        </Button>
        {showSignUp(config) && (
          <StoreLink
            to="/signup"
            className="font-semibold text-primary-ink underline-offset-4 hover:underline"
          >
            {t`Create an account`}
          </StoreLink>
        )}
      </div>
    </form>
  );
}

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const language = useLanguage();
  const messages = useAccountMessages();
  const botToken = useBotToken();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<AccountErrors>({});

  const request = useMutation({
    mutationFn: async () =>
      runtime.api(language).POST("/api/v2/password/request", {
        body: { email: email.trim(), botToken: await botToken("password_request") },
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailOnly({ email });
    setErrors(found);
    if (!hasAccountErrors(found)) request.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {request.isSuccess && (
        <Alert tone="success">{t`If this email belongs to a member, a link to choose a new password is on its way.`}</Alert>
      )}
      {request.isError && <Alert tone="error">{messages.error(request.error)}</Alert>}
      <EmailField value={email} onChange={setEmail} error={messages.field(errors, "email")} />
      <Button type="submit" loading={request.isPending} fullWidth>
        {t`Send the link`}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        {t`Back to log in`}
      </Button>
    </form>
  );
}
