import { Drawer } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { CartPanel } from "./CartPanel";

/** The shop page's cart in a side sheet (a Radix dialog), opened from the top bar's cart button. */
export function CartSheet({
  shopPageId,
  open,
  onOpenChange,
}: {
  shopPageId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={t`Your cart`}
      hideTitle
      labels={{ close: t`Close the cart` }}
      className="w-[min(26rem,100vw)]"
    >
      <div className="p-3 pt-0">
        <CartPanel shopPageId={shopPageId} onCheckout={() => onOpenChange(false)} />
      </div>
    </Drawer>
  );
}
