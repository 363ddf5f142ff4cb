import type { ShopItemDetail } from "@club/api-client";
import { Button, MemberPrice, MembersOnlyBadge, Price } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useAuthenticated } from "../../app/context";
import { quantityOf } from "../../cart/cart-controller";
import { ItemQuantity } from "../../cart/ItemQuantity";
import { bottled } from "../../cart/quantity-text";
import { useAddToCart } from "../../cart/useAddToCart";
import { useCart } from "../../cart/useCart";
import { formatMeasure } from "../../i18n/format";
import { localeOf } from "../../i18n/languages";
import { JoinLink, MembersOnlyReason } from "../../members/MemberOffer";
import { lockedForVisitor, paysMemberPrice } from "../../members/member-offer";
import { StoreLink } from "../../router/navigation";
import { OVER_SHOP } from "../../router/over-shop";
import { useLanguage } from "../../router/useLanguage";
import { ItemProfileFacts } from "./ItemProfileFacts";
import type { ProductView } from "./product-view";

/**
 * A product's picture, prices, description, facts and add-to-cart, and the related items: the body of its page and
 * of its dialog (which names it in its own title).
 */
export function ProductDetails({
  shopPageId,
  item,
  view,
}: {
  shopPageId: string;
  item: ShopItemDetail;
  view: ProductView;
}) {
  const { t } = useLingui();
  const locale = localeOf(useLanguage());
  const { cart, state, controller } = useCart(shopPageId);
  const addToCart = useAddToCart(shopPageId);
  const quantity = quantityOf(cart, state, item.id);
  const measure = formatMeasure(item, locale);
  const image = item.images[0];
  // Server markup and its hydration are a visitor's: a member's prices show once the page has hydrated.
  const signedIn = useAuthenticated();
  const page = view === "page";

  return (
    <div
      className={
        page
          ? "grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-8"
          : "grid grid-cols-1 gap-6 md:grid-cols-[16rem_minmax(0,1fr)]"
      }
    >
      {image && (
        <img
          src={image.url}
          alt={image.alt}
          width={image.width ?? 600}
          height={image.height ?? 600}
          // On its page the picture is the largest paint: fetched at once, before anything else.
          {...(page ? { fetchPriority: "high" as const } : {})}
          className="aspect-square w-full rounded-card bg-surface-muted object-contain"
        />
      )}
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          {item.membersOnly && <MembersOnlyBadge className="self-start" />}
          <div className="flex items-baseline justify-between gap-3">
            {item.memberPrice && paysMemberPrice(item, signedIn) ? (
              <MemberPrice
                variant="applied"
                price={item.price}
                memberPrice={item.memberPrice}
                locale={locale}
                size="lg"
              />
            ) : (
              <Price
                value={item.price}
                locale={locale}
                size="lg"
                {...(item.compareAtPrice ? { compareAt: item.compareAtPrice } : {})}
              />
            )}
            {measure && <span className="text-fg-muted text-sm">{measure}</span>}
          </div>
          {item.memberPrice && item.memberPrice.amount < item.price.amount && !signedIn && (
            <MemberPrice
              variant="invitation"
              price={item.price}
              memberPrice={item.memberPrice}
              locale={locale}
              action={<JoinLink shopPageId={shopPageId} item={item} />}
            />
          )}
        </div>
        {item.quantityRule && (
          <p className="text-fg-muted text-sm">
            {bottled(item.productType)
              ? t`Sold in cases of ${item.quantityRule.quantity}.`
              : t`Sold in packs of ${item.quantityRule.quantity}.`}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {lockedForVisitor(item, signedIn) ? (
            <MembersOnlyReason shopPageId={shopPageId} item={item} fullWidth={false} />
          ) : quantity > 0 ? (
            <ItemQuantity
              item={item}
              value={quantity}
              size="md"
              updating={state.updating}
              onChange={(next) => controller.setQuantity(item, next)}
            />
          ) : (
            <Button disabled={!item.available || item.stock <= 0} onClick={() => addToCart(item)}>
              {item.available && item.stock > 0 ? t`Add to cart` : t`Out of stock`}
            </Button>
          )}
        </div>
        {item.description.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="text-fg leading-relaxed">
            {paragraph}
          </p>
        ))}
        <ItemProfileFacts item={item} />
        {item.attributes.length > 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {item.attributes.map((attribute) => (
              <div key={attribute.label} className="contents">
                <dt className="font-semibold text-fg-muted">{attribute.label}</dt>
                <dd className="text-fg">{attribute.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {item.related && item.related.length > 0 && (
        <section aria-labelledby="related-heading" className="flex flex-col gap-3 md:col-span-2">
          {page ? (
            <h2 id="related-heading" className="font-heading font-semibold text-fg text-lg">
              {t`You may also like`}
            </h2>
          ) : (
            <h3 id="related-heading" className="font-heading font-semibold text-fg text-lg">
              {t`You may also like`}
            </h3>
          )}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {item.related.slice(0, 3).map((related) => (
              <li key={related.id}>
                <StoreLink
                  to={`/shop-pages/${shopPageId}/shops/${related.shopId}/products/${related.id}`}
                  // In the dialog a related item takes its place over the shop; on a page it is a page of its own.
                  {...(page ? {} : { state: OVER_SHOP, preventScrollReset: true })}
                  className="flex h-full flex-col gap-2 rounded-card border border-border p-3 text-sm outline-none hover:border-primary-ink focus-visible:outline-2 focus-visible:outline-primary-ink"
                >
                  {related.images[0] && (
                    <img
                      src={related.images[0].url}
                      alt=""
                      width={120}
                      height={120}
                      loading="lazy"
                      className="aspect-square w-full rounded-control bg-surface-muted object-contain"
                    />
                  )}
                  <span className="font-semibold text-fg leading-snug">{related.title}</span>
                  <Price value={related.price} locale={locale} />
                </StoreLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
