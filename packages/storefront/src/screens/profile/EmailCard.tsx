import { Alert, Button, Card, CardHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useBotToken } from "../../adapters/useBotToken";
import { useRuntime } from "../../app/context";
import { useLanguage } from "../../router/useLanguage";

/** The member's email; changing it starts with a link sent to the current address (POST /email/request). */
export function EmailCard({ email }: { email: string }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const language = useLanguage();
  const messages = useAccountMessages();
  const botToken = useBotToken();
  const request = useMutation({
    mutationFn: async () =>
      runtime.api(language).POST("/api/v2/email/request", {
        body: { botToken: await botToken("email_request") },
      }),
  });
  return (
    <Card as="section" aria-labelledby="profile-email" className="flex flex-col gap-4">
      <CardHeader title={<span id="profile-email">{t`Email`}</span>} headingLevel={2} />
      <p className="break-all font-semibold text-fg">{email}</p>
      {request.isSuccess && (
        <Alert tone="success">{t`We sent a link to ${email}: open it to choose your new email.`}</Alert>
      )}
      {request.isError && <Alert tone="error">{messages.error(request.error)}</Alert>}
      <Button
        variant="outline"
        className="self-start"
        loading={request.isPending}
        onClick={() => request.mutate()}
      >
        {t`Change email`}
      </Button>
    </Card>
  );
}
