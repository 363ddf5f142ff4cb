import { Alert, Button, Card, CardHeader } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useAccountMessages } from "../../account/useAccountMessages";
import { useRuntime } from "../../app/context";
import { useLanguage } from "../../router/useLanguage";

/**
 * "Sign out everywhere": the platform revokes every token of the member (logout with `everywhere`), this browser's
 * included. The token stays here until the platform has answered, so a failed call never reads as done.
 */
export function SignOutEverywhereCard({
  reload = () => globalThis.location.reload(),
}: {
  /** What follows the sign-out (the page loads again as a visitor's). */
  reload?: () => void;
}) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const language = useLanguage();
  const messages = useAccountMessages();
  const signOut = useMutation({
    mutationFn: () => runtime.api(language).POST("/api/v2/auth/logout", { body: { everywhere: true } }),
    onSuccess: () => {
      runtime.session.setToken(null);
      reload();
    },
  });
  return (
    <Card as="section" aria-labelledby="profile-sessions" className="flex flex-col gap-4">
      <CardHeader
        title={<span id="profile-sessions">{t`Your devices`}</span>}
        description={t`Signs you out on every device and browser where you are signed in, this one included.`}
        headingLevel={2}
      />
      {signOut.isError && <Alert tone="error">{messages.error(signOut.error)}</Alert>}
      <Button
        variant="outline"
        className="self-start"
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {t`Sign out everywhere`}
      </Button>
    </Card>
  );
}
