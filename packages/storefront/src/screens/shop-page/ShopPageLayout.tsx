import type { ReactNode } from "react";
import { CartPanel } from "../../cart/CartPanel";

/** A shop page's screens: the content, with the shop page's cart beside it (below it on small screens). */
export function ShopPageLayout({ shopPageId, children }: { shopPageId: string; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">{children}</div>
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <CartPanel shopPageId={shopPageId} />
      </aside>
    </div>
  );
}
