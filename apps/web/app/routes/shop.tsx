import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { ShopScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.shop);
export const clientLoader = browserData(screenRoutes.shop);
export const meta = routeMeta;
export default ShopScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
