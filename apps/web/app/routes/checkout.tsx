import {
  clientLoader as browserData,
  hasCartLines,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { CheckoutScreen } from "@club/storefront/framework/screens";
import type { Route } from "./+types/checkout";

const screen = screenRoutes.checkout;

// What the web server and the page read of this route: its catalog area, whether it is one person's, its query.
export const handle = screen;

const serverData = serverLoader(screen);

/**
 * The public reads (shop page, countries), and whether this browser's cart here has lines, as its cookie says: then
 * the first step is in the page's HTML, else the loading screen, so an empty cart never shows the step first.
 */
export async function loader(args: Route.LoaderArgs) {
  const data = await serverData(args);
  return { ...data, cartLines: hasCartLines(args.request.headers.get("Cookie"), args.params.shopPageId) };
}
// One person's screen: the cart and a member's details are read in the browser, after hydration.
export const clientLoader = browserData(screen);
export const meta = routeMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen cartLines={"cartLines" in loaderData && loaderData.cartLines} />;
}
export { ScreenError as ErrorBoundary } from "../screen-error";
