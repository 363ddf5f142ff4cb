import type { ShopItem } from "@club/api-client";
import { ToastProvider } from "@club/ui";
import { KitLabels } from "../app/KitLabels";
import { ProductGrid } from "../screens/ProductGrid";

/** The cellar's product grid with these items, as a shop shows it (kit labels, toasts). */
export function CellarGrid({ items }: { items: ShopItem[] }) {
  return (
    <KitLabels>
      <ToastProvider>
        <ProductGrid shopPageId="cantina" items={items} />
      </ToastProvider>
    </KitLabels>
  );
}
