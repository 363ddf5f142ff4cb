import { Drawer } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { createContext, useContext } from "react";
import { CartPanel } from "./CartPanel";

const OpenCartContext = createContext<(() => void) | null>(null);

/** Lets any screen open the shop page's cart sheet (the shell owns it). */
export const OpenCartProvider = OpenCartContext.Provider;

/** Opens the cart sheet; undefined outside a shop page. */
export function useOpenCart(): (() => void) | undefined {
  return useContext(OpenCartContext) ?? undefined;
}

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
