import { isApiError } from "@club/api-client";
import { Alert, Button, Spinner } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { AccountLayout } from "../../account/AccountLayout";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useAuthenticated, useRuntime } from "../../app/context";
import { StoreLink } from "../../router/navigation";
import { useLanguage } from "../../router/useLanguage";

/** Email change confirmation (/{lang}/email/confirm/{requestToken}): confirmed as soon as the link is opened. */
export function EmailConfirmScreen() {
  const { t } = useLingui();
  const { requestToken = "" } = useParams();
  const runtime = useRuntime();
  const language = useLanguage();
  const messages = useAccountMessages();
  const authenticated = useAuthenticated();
  const confirm = useMutation({
    mutationFn: () =>
      runtime.api(language).POST("/api/v2/email/confirm/{requestToken}", {
        params: { path: { requestToken } },
      }),
    onSuccess: () => void runtime.queryClient.invalidateQueries(),
  });
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const invalid =
    isApiError(confirm.error) &&
    (confirm.error.status === 404 || confirm.error.code === "EMAIL_CHANGE_TOKEN_INVALID");
  return (
    <AccountLayout title={t`Confirm your new email`}>
      {confirm.isSuccess ? (
        <Alert
          tone="success"
          action={
            <Button asChild size="sm">
              <StoreLink to={authenticated ? "/profile" : "/login"}>
                {authenticated ? t`Go to your profile` : t`Log in`}
              </StoreLink>
            </Button>
          }
        >
          {t`Your email was changed: use the new address to log in.`}
        </Alert>
      ) : confirm.isError ? (
        <Alert tone="error">
          {invalid ? messages.code("EMAIL_CHANGE_TOKEN_INVALID") : messages.error(confirm.error)}
        </Alert>
      ) : (
        <p className="flex items-center gap-3 text-fg-muted text-sm" role="status">
          <Spinner /> {t`Confirming your new email…`}
        </p>
      )}
    </AccountLayout>
  );
}
