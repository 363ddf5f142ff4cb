import type { ShopItem } from "@club/api-client";
import { Button, useToast } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useRuntime } from "../app/context";
import { cartControllerFor } from "./cart-controllers";
import { useOpenCart } from "./open-cart";

/**
 * Puts a product in the cart (a full case when it has a case rule) and confirms it with a toast that can open
 * the cart: on a phone the cart is out of sight, so the shopper must see that something happened.
 */
export function useAddToCart(shopPageId: string): (item: ShopItem) => void {
  const { t } = useLingui();
  const { toast, dismiss } = useToast();
  const openCart = useOpenCart();
  // The controller only: adding needs no subscription to the cart (a card has its own, `useCartItem`).
  const controller = cartControllerFor(useRuntime(), shopPageId);
  return (item) => {
    const quantity = item.quantityRule?.quantity ?? 1;
    controller.setQuantity(item, quantity);
    const title = item.title;
    const id = toast({
      tone: "success",
      title: t`Added to your cart`,
      description: quantity > 1 ? t`${quantity} × ${title}` : title,
      ...(openCart
        ? {
            action: (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  dismiss(id);
                  openCart();
                }}
              >
                {t`View cart`}
              </Button>
            ),
          }
        : {}),
    });
  };
}
