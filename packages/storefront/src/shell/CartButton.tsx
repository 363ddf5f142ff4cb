import { CartIcon, IconButton } from "@club/ui";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCart } from "../cart/useCart";

/** The top bar's cart button: the shop page's item count, and it opens the cart sheet. */
export function CartButton({
  shopPageId,
  expanded,
  onClick,
}: {
  shopPageId: string;
  expanded: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  const { lines } = useCart(shopPageId);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <IconButton
      label={t`Cart: ${plural(count, { one: "# item", other: "# items" })}`}
      icon={<CartIcon />}
      {...(count > 0 ? { badge: count } : {})}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
      data-cart-count={count}
    />
  );
}
