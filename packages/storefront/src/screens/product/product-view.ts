import { useLocation } from "react-router";
import { useArrivalKey } from "../../router/arrival";
import { openedOverShop } from "../../router/over-shop";

export type ProductView = "page" | "dialog";

/**
 * How a product shows: as a dialog over its shop's grid when the shopper opened it from a grid in this visit (a
 * click, or back and forward to such an entry), and as a page of its own on arrival (a shared link, a reload, a
 * search engine) or from anywhere else. Arrival is always the page: it is what the server rendered (it never sees
 * history state, which a reload keeps), with nothing to hydrate but the product and no dialog to open while the
 * page starts.
 */
export function useProductView(): ProductView {
  const location = useLocation();
  const arrival = useArrivalKey();
  return location.key !== arrival && openedOverShop(location) ? "dialog" : "page";
}
