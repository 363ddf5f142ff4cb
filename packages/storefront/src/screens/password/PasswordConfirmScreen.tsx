import { isApiError } from "@club/api-client";
import { Alert, Button, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { AccountLayout } from "../../account/AccountLayout";
import { type AccountErrors, hasAccountErrors, validateNewPassword } from "../../account/form-rules";
import { serverFieldErrors, useAccountMessages } from "../../account/useAccountMessages";
import { useSignedIn } from "../../account/useSignedIn";
import { useBotToken } from "../../adapters/useBotToken";
import { useRuntime } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";

/** Password change confirmation (/{lang}/password/confirm/{requestToken}): a new password, then signed in. */
export function PasswordConfirmScreen() {
  const { t } = useLingui();
  const { requestToken = "" } = useParams();
  const runtime = useRuntime();
  const language = useLanguage();
  const messages = useAccountMessages();
  const signedIn = useSignedIn();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<AccountErrors>({});
  const botToken = useBotToken();

  const confirm = useMutation({
    mutationFn: async () =>
      runtime.api(language).POST("/api/v2/password/confirm/{requestToken}", {
        params: { path: { requestToken } },
        body: { password, botToken: await botToken("password_confirm") },
      }),
    onSuccess: (session) => signedIn(session, `/${language}/profile?passwordChanged=1`),
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword({ password, repeat });
    setErrors(found);
    if (!hasAccountErrors(found)) confirm.mutate();
  };

  const stale = isApiError(confirm.error) && confirm.error.status === 404;
  const required = { required: true };
  return (
    <AccountLayout title={t`Choose a new password`} description={t`It must be at least 8 characters long.`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {confirm.isError && (
          <Alert
            tone="error"
            {...(stale
              ? {
                  action: (
                    <Button asChild size="sm" variant="outline">
                      <StoreLink to="/login">{t`Ask for a new link`}</StoreLink>
                    </Button>
                  ),
                }
              : {})}
          >
            {stale ? messages.code("PASSWORD_TOKEN_INVALID") : messages.error(confirm.error)}
          </Alert>
        )}
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          {...required}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={messages.field(errors, "password")}
        />
        <TextField
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
          {...required}
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={errors.repeat ? t`The two passwords are different` : undefined}
        />
        <Button type="submit" loading={confirm.isPending} fullWidth>
          {t`Save the new password`}
        </Button>
      </form>
    </AccountLayout>
  );
}
