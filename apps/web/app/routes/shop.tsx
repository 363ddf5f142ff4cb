import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { ShopScreen } from "@club/storefront/framework/screens";

const screen = screenRoutes.shop;

// What the web server and the page read of this route: its catalog area, whether it is one person's, its query.
export const handle = screen;
export const loader = serverLoader(screen);
export const clientLoader = browserData(screen);
export const meta = routeMeta;
export default ShopScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
