import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { ShopPageScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.shopPage);
export const clientLoader = browserData(screenRoutes.shopPage);
export const meta = routeMeta;
export default ShopPageScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
