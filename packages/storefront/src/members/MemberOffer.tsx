import type { ShopItem } from "@club/api-client";
import { Button, type ProductCardProps } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useQueries } from "../app/context";
import { StoreLink } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";
import { joinPath, loginPath, paysMemberPrice, productPath } from "./member-offer";

/** The link a visitor follows to join the club, back to the product afterwards. */
export function JoinLink({
  shopPageId,
  item,
}: {
  shopPageId: string;
  item: Pick<ShopItem, "id" | "shopId">;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const queries = useQueries();
  const config = useQuery(queries.config(language)).data ?? null;
  return (
    <StoreLink
      to={joinPath(config, productPath(language, shopPageId, item))}
      className="font-semibold text-primary-ink underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary-ink focus-visible:outline-offset-2"
    >
      {t`join the club`}
    </StoreLink>
  );
}

/** Why a visitor can't buy a members-only item, and the login that lets a member buy it. */
export function MembersOnlyReason({
  shopPageId,
  item,
  fullWidth = true,
}: {
  shopPageId: string;
  item: Pick<ShopItem, "id" | "shopId" | "title">;
  fullWidth?: boolean;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <div className="flex flex-col items-start gap-2" data-members-only-reason="">
      <p className="text-fg-muted text-sm">{t`This wine is for club members only.`}</p>
      <Button asChild variant="outline" fullWidth={fullWidth}>
        <StoreLink to={loginPath(productPath(language, shopPageId, item))}>
          {t`Log in to buy it`}
          <span className="sr-only"> {item.title}</span>
        </StoreLink>
      </Button>
    </div>
  );
}

/**
 * What a product card shows of the item's member offer for this shopper: the member price applied for a member, an
 * invitation for a visitor; a members-only item's badge, and for a visitor its reason in place of the add button.
 * Server markup (and the browser hydrating it) is a visitor's (`signedIn` from `useAuthenticated`): a member sees
 * their prices once it has hydrated.
 */
export function memberOffer(
  shopPageId: string,
  item: ShopItem,
  signedIn: boolean,
): Pick<ProductCardProps, "memberPrice" | "membersOnly" | "restriction"> {
  return {
    ...(item.memberPrice && item.memberPrice.amount < item.price.amount
      ? {
          memberPrice: paysMemberPrice(item, signedIn)
            ? { value: item.memberPrice, applied: true }
            : {
                value: item.memberPrice,
                applied: false,
                action: <JoinLink shopPageId={shopPageId} item={item} />,
              },
        }
      : {}),
    ...(item.membersOnly ? { membersOnly: true } : {}),
    ...(item.membersOnly && !signedIn
      ? { restriction: <MembersOnlyReason shopPageId={shopPageId} item={item} /> }
      : {}),
  };
}
