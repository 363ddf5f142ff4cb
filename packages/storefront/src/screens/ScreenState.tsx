import { isApiError } from "@club/api-client";
import { Button, EmptyState, ErrorBox, SearchIcon, Skeleton, SkeletonText } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { errorMessage } from "../i18n/errors";
import { StoreLink } from "../router/navigation";

/** What a screen was looking for, so a 404 says what is missing. */
export type Missing = "order" | "page" | "shop" | "product";

/**
 * A screen's data failed: not found gets a not-found page saying what is missing (its title the screen's h1,
 * or the dialog's heading), anything else the message in red on grey with a retry.
 */
export function ScreenFailure({
  error,
  onRetry,
  missing = "page",
  headingLevel = 1,
}: {
  error: unknown;
  onRetry?: () => void;
  missing?: Missing;
  headingLevel?: 1 | 2;
}) {
  const { t, i18n } = useLingui();
  // These reads take nothing but the address: a malformed id (400) is as missing as an unknown one (404).
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    const texts = {
      order: [
        t`Order not found`,
        t`No order has this address. Check the link in your confirmation email, or find your orders in your profile.`,
      ],
      page: [t`Page not found`, t`This page does not exist, or is no longer available.`],
      shop: [t`Shop not found`, t`This shop does not exist, or is no longer open.`],
      product: [t`Product not found`, t`This product does not exist, or is no longer available.`],
    } as const;
    const [title, description] = texts[missing];
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon={<SearchIcon />}
        title={title}
        description={description}
        action={
          <Button asChild>
            <StoreLink to="/">{t`Back to the shop`}</StoreLink>
          </Button>
        }
      />
    );
  }
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
