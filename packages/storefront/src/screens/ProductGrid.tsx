import type { ShopItem } from "@club/api-client";
import { ProductCard } from "@club/ui";
import { useNavigate } from "react-router";
import { ItemQuantity } from "../cart/ItemQuantity";
import { useAddToCart } from "../cart/useAddToCart";
import { useCartItem } from "../cart/useCartItem";
import { formatMeasure } from "../i18n/format";
import { localeOf } from "../i18n/languages";
import { useMemberOffer } from "../members/MemberOffer";
import { useStorePath } from "../router/navigation";
import { OVER_SHOP } from "../router/over-shop";
import { useLanguage } from "../router/useLanguage";

function stockState(item: ShopItem) {
  if (!item.available || item.stock <= 0) return "out_of_stock" as const;
  return item.stock <= 6 ? ("low_stock" as const) : ("in_stock" as const);
}

/** The cards of a grid's first row on the widest layout (three columns): above the fold on every screen. */
export const FIRST_ROW = 3;

/** A shop's items as product cards: open the product, add to cart, then change the quantity in place. */
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
  return (
    // Two columns on phones: a shop reads as a shelf, not one bottle per screen.
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {items.map((item, index) => (
        <ProductGridItem
          key={item.id}
          shopPageId={shopPageId}
          item={item}
          headingLevel={headingLevel}
          {...(first && index < FIRST_ROW
            ? { priority: index === 0 ? ("high" as const) : ("eager" as const) }
            : {})}
        />
      ))}
    </ul>
  );
}

/**
 * One product card of a grid, with its own shop page's cart: a search lists items of several shop pages side by
 * side, each added to its page's cart.
 */
export function ProductGridItem({
  shopPageId,
  item,
  headingLevel = 3,
  priority,
}: {
  shopPageId: string;
  item: ShopItem;
  headingLevel?: 2 | 3 | 4;
  priority?: "high" | "eager";
}) {
  const language = useLanguage();
  const locale = localeOf(language);
  const storePath = useStorePath();
  const { quantity, updating, controller } = useCartItem(shopPageId, item.id);
  const addToCart = useAddToCart(shopPageId);
  const measure = formatMeasure(item, locale);
  const image = item.images[0];
  const title = item.title;
  const stock = stockState(item);
  const offer = useMemberOffer(shopPageId, item);
  const navigate = useNavigate();
  return (
    <li className="flex min-w-0">
      <ProductCard
        className="w-full"
        headingLevel={headingLevel}
        {...(priority ? { priority } : {})}
        name={title}
        {...(image ? { image: { src: image.url, alt: image.alt } } : {})}
        {...(measure ? { format: measure } : {})}
        price={item.price}
        {...(item.compareAtPrice ? { compareAtPrice: item.compareAtPrice } : {})}
        {...offer}
        locale={locale}
        stock={stock}
        href={storePath(`/shop-pages/${shopPageId}/shops/${item.shopId}/products/${item.id}`)}
        // Opened from a grid, a product is a dialog over its shop (a new tab or a shared link gets its page).
        onNavigate={(href) => void navigate(href, { state: OVER_SHOP, preventScrollReset: true })}
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
          : { onAddToCart: () => addToCart(item) })}
      />
    </li>
  );
}
