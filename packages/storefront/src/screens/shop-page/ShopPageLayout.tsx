import type { ReactNode } from "react";
import { CartPanel } from "../../cart/CartPanel";

/**
 * A shop page's screens: the content, with the shop page's cart beside it on wide screens. Narrower screens
 * reach the cart from the top bar's cart button (a sheet), not below a page of products.
 */
export function ShopPageLayout({ shopPageId, children }: { shopPageId: string; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">{children}</div>
      <aside className="hidden lg:sticky lg:top-20 lg:block lg:self-start">
        <CartPanel shopPageId={shopPageId} />
      </aside>
    </div>
  );
}
