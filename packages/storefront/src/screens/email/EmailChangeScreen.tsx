import { isApiError } from "@club/api-client";
import { Alert, Button } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { EmailField } from "../../account/AccountFields";
import { AccountLayout } from "../../account/AccountLayout";
import { type AccountErrors, hasAccountErrors, validateEmailOnly } from "../../account/form-rules";
import { serverFieldErrors, useAccountMessages } from "../../account/useAccountMessages";
import { useBotToken } from "../../adapters/useBotToken";
import { useRuntime } from "../../app/context";
import { useLanguage } from "../../router/useLanguage";

/**
 * Email change request (/{lang}/email/change/{requestToken}), from the link sent to the current address: the
 * member chooses the new email, which then receives a confirmation link.
 */
export function EmailChangeScreen() {
  const { t } = useLingui();
  const { requestToken = "" } = useParams();
  const runtime = useRuntime();
  const language = useLanguage();
  const messages = useAccountMessages();
  const botToken = useBotToken();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<AccountErrors>({});

  const choose = useMutation({
    mutationFn: async () =>
      runtime.api(language).POST("/api/v2/email/choose/{requestToken}", {
        params: { path: { requestToken } },
        body: { email: email.trim(), botToken: await botToken("email_change") },
      }),
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailOnly({ email });
    setErrors(found);
    if (!hasAccountErrors(found)) choose.mutate();
  };

  const stale =
    isApiError(choose.error) &&
    (choose.error.status === 404 ||
      choose.error.code === "EMAIL_CHANGE_CHOOSE_ERROR" ||
      choose.error.code === "EMAIL_CHANGE_TOKEN_INVALID");
  return (
    <AccountLayout
      title={t`Change your email`}
      description={t`Enter the new address: we will send it a link to confirm the change.`}
    >
      {choose.isSuccess ? (
        <Alert tone="success">{messages.code("EMAIL_CHANGE_CHOOSE_SUCCESS")}</Alert>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {choose.isError && (
            <Alert tone="error">
              {stale ? messages.code("EMAIL_CHANGE_CHOOSE_ERROR") : messages.error(choose.error)}
            </Alert>
          )}
          <EmailField
            label={t`New email`}
            value={email}
            onChange={setEmail}
            error={messages.field(errors, "email")}
          />
          <Button type="submit" loading={choose.isPending} fullWidth>
            {t`Send the confirmation link`}
          </Button>
        </form>
      )}
    </AccountLayout>
  );
}
