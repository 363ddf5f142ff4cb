import type { ShopItem } from "@club/api-client";
import { ProductCard } from "@club/ui";
import { memo, useCallback, useLayoutEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAuthenticated } from "../app/context";
import { type CartController, itemUpdating, quantityOf } from "../cart/cart-controller";
import { ItemQuantity } from "../cart/ItemQuantity";
import { useAddToCart } from "../cart/useAddToCart";
import { useCart } from "../cart/useCart";
import { useCartItem } from "../cart/useCartItem";
import { formatMeasure } from "../i18n/format";
import { localeOf } from "../i18n/languages";
import { memberOffer } from "../members/MemberOffer";
import { useStorePath } from "../router/navigation";
import { OVER_SHOP } from "../router/over-shop";
import { useLanguage } from "../router/useLanguage";

function stockState(item: ShopItem) {
  if (!item.available || item.stock <= 0) return "out_of_stock" as const;
  return item.stock <= 6 ? ("low_stock" as const) : ("in_stock" as const);
}

/** The cards of a grid's first row on the widest layout (three columns): above the fold on every screen. */
export const FIRST_ROW = 3;

/** The newest value of a callback behind one that never changes, so a memoised card is not rendered for it. */
function useSteadyCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/**
 * A shop's items as product cards: open the product, add to cart, then change the quantity in place.
 *
 * The grid holds what every card shares (the cart and its controller, the login state, the way to open and add) and
 * hands each card plain values: when hydration ends, the cart answers or a quantity changes, only the cards whose
 * values changed render again. Each card subscribing on its own had every card render, commit and run its effects
 * again after hydration, the page's largest tasks on a phone.
 */
export function ProductGrid({
  shopPageId,
  items,
  headingLevel = 3,
  first = false,
}: {
  shopPageId: string;
  items: ShopItem[];
  headingLevel?: 2 | 3 | 4;
  /**
   * The page's first grid: its first row is above the fold on every screen, its pictures fetched at once; the first
   * card's is the page's largest paint (the cards' pictures are the same size), fetched before any other.
   */
  first?: boolean;
}) {
  const { cart, state, controller } = useCart(shopPageId);
  const card = useCardContext(shopPageId);
  return (
    // Two columns on phones: a shop reads as a shelf, not one bottle per screen.
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {items.map((item, index) => (
        <ProductGridCard
          key={item.id}
          {...card}
          item={item}
          headingLevel={headingLevel}
          quantity={quantityOf(cart, state, item.id)}
          updating={itemUpdating(state, item.id)}
          controller={controller}
          {...(first && index < FIRST_ROW
            ? { priority: index === 0 ? ("high" as const) : ("eager" as const) }
            : {})}
        />
      ))}
    </ul>
  );
}

/**
 * One product card with its own shop page's cart: a search lists items of several shop pages side by side, each
 * added to its page's cart.
 */
export function ProductGridItem({ shopPageId, item }: { shopPageId: string; item: ShopItem }) {
  const { quantity, updating, controller } = useCartItem(shopPageId, item.id);
  return (
    <ProductGridCard
      {...useCardContext(shopPageId)}
      item={item}
      quantity={quantity}
      updating={updating}
      controller={controller}
    />
  );
}

/** What the cards of one shop page share, each value steady while it does not change. */
function useCardContext(shopPageId: string) {
  const locale = localeOf(useLanguage());
  const storePath = useStorePath();
  const signedIn = useAuthenticated();
  const navigate = useNavigate();
  // Opened from a grid, a product is a dialog over its shop (a new tab or a shared link gets its page).
  const open = useSteadyCallback((href: string) =>
    navigate(href, { state: OVER_SHOP, preventScrollReset: true }),
  );
  const add = useSteadyCallback(useAddToCart(shopPageId));
  return { shopPageId, locale, storePath, signedIn, open, add };
}

type CardContext = ReturnType<typeof useCardContext>;

const ProductGridCard = memo(function ProductGridCard({
  shopPageId,
  locale,
  storePath,
  signedIn,
  open,
  add,
  item,
  headingLevel = 3,
  priority,
  quantity,
  updating,
  controller,
}: CardContext & {
  item: ShopItem;
  headingLevel?: 2 | 3 | 4;
  priority?: "high" | "eager";
  quantity: number;
  updating: boolean;
  controller: CartController;
}) {
  const measure = formatMeasure(item, locale);
  const image = item.images[0];
  return (
    <li className="flex min-w-0">
      <ProductCard
        className="w-full"
        headingLevel={headingLevel}
        {...(priority ? { priority } : {})}
        name={item.title}
        {...(image ? { image: { src: image.url, alt: image.alt } } : {})}
        {...(measure ? { format: measure } : {})}
        price={item.price}
        {...(item.compareAtPrice ? { compareAtPrice: item.compareAtPrice } : {})}
        {...memberOffer(shopPageId, item, signedIn)}
        locale={locale}
        stock={stockState(item)}
        href={storePath(`/shop-pages/${shopPageId}/shops/${item.shopId}/products/${item.id}`)}
        onNavigate={open}
        {...(item.badges?.length ? { badges: item.badges } : {})}
        {...(quantity > 0
          ? {
              action: (
                <ItemQuantity
                  item={item}
                  value={quantity}
                  updating={updating}
                  onChange={(next) => controller.setQuantity(item, next)}
                />
              ),
            }
          : { onAddToCart: () => add(item) })}
      />
    </li>
  );
});
