import { Button, EmptyState, SearchIcon } from "@club/ui";
import { useLingui } from "@lingui/react/macro";

/** The real not-found page: an unknown language or path. */
export function NotFound({ homeHref }: { homeHref: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      headingLevel={1}
      icon={<SearchIcon />}
      title={t`Page not found`}
      description={t`The address may be mistyped, or the page may have moved.`}
      action={
        <Button asChild>
          <a href={homeHref}>{t`Back to the shop`}</a>
        </Button>
      }
    />
  );
}
