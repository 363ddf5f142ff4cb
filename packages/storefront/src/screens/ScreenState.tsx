import { isApiError } from "@club/api-client";
import { Button, EmptyState, ErrorBox, Skeleton, SkeletonText } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { errorMessage } from "../i18n/errors";
import { StoreLink } from "../router/navigation";

/** A screen's data failed: not found gets a friendly page, anything else the message in red on grey with a retry. */
export function ScreenFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  if (isApiError(error) && error.status === 404)
    return (
      <EmptyState
        headingLevel={2}
        title={t`Page not found`}
        description={t`This shop page or product does not exist, or is no longer available.`}
        action={
          <Button asChild>
            <StoreLink to="/">{t`Back to the shop`}</StoreLink>
          </Button>
        }
      />
    );
  return (
    <ErrorBox
      title={t`This page could not be loaded`}
      message={errorMessage(i18n, error)}
      {...(onRetry
        ? {
            action: (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t`Try again`}
              </Button>
            ),
          }
        : {})}
    />
  );
}

/** Placeholder with the final layout's shape, so nothing moves when the data arrives. */
export function ScreenSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <Skeleton className="h-9 w-2/3" />
      <SkeletonText lines={2} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Skeleton shape="block" className="h-72" />
        <Skeleton shape="block" className="h-72" />
        <Skeleton shape="block" className="h-72" />
      </div>
    </div>
  );
}
