import type { ShopItem } from "@club/api-client";
import { ProductCard, QuantityStepper } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { quantityOf } from "../cart/cart-controller";
import { useCart } from "../cart/useCart";
import { formatMeasure } from "../i18n/format";
import { localeOf } from "../i18n/languages";
import { useStorePath } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";

function stockState(item: ShopItem) {
  if (!item.available || item.stock <= 0) return "out_of_stock" as const;
  return item.stock <= 6 ? ("low_stock" as const) : ("in_stock" as const);
}

/** A shop's items as product cards: open the product, add to cart, then change the quantity in place. */
export function ProductGrid({
  shopPageId,
  items,
  headingLevel = 3,
}: {
  shopPageId: string;
  items: ShopItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const locale = localeOf(language);
  const storePath = useStorePath();
  const { cart, state, controller } = useCart(shopPageId);

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => {
        const quantity = quantityOf(cart, state, item.id);
        const measure = formatMeasure(item, locale);
        const image = item.images[0];
        const title = item.title;
        return (
          <li key={item.id} className="flex">
            <ProductCard
              className="w-full"
              headingLevel={headingLevel}
              name={title}
              {...(image ? { image: { src: image.url, alt: image.alt } } : {})}
              {...(measure ? { format: measure } : {})}
              price={item.price}
              {...(item.compareAtPrice ? { compareAtPrice: item.compareAtPrice } : {})}
              locale={locale}
              stock={stockState(item)}
              href={storePath(`/shop-pages/${shopPageId}/shops/${item.shopId}/products/${item.id}`)}
              {...(item.badges?.length ? { badges: item.badges } : {})}
              {...(quantity > 0
                ? {
                    action: (
                      <QuantityStepper
                        size="sm"
                        value={quantity}
                        min={0}
                        max={item.stock}
                        {...(item.quantityRule ? { multiple: item.quantityRule.quantity } : {})}
                        label={t`Quantity of ${title}`}
                        updating={state.updating && state.overlay[item.id] !== undefined}
                        onChange={(next) => controller.setQuantity(item, next)}
                        labels={{
                          decrease: t`Remove one ${title}`,
                          increase: t`Add one ${title}`,
                          missing: (missing, multiple) =>
                            t`Add ${missing} more to complete a box of ${multiple}`,
                          max: (limit) => t`Only ${limit} available`,
                          updating: t`Updating cart…`,
                        }}
                      />
                    ),
                  }
                : { onAddToCart: () => controller.setQuantity(item, item.quantityRule?.quantity ?? 1) })}
              labels={{
                addToCart: t`Add to cart`,
                inStock: t`In stock`,
                lowStock: t`Only a few left`,
                outOfStock: t`Out of stock`,
                was: t`Was`,
                now: t`Now`,
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
