import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { CustomPageScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.customPage);
export const clientLoader = browserData(screenRoutes.customPage);
export const meta = routeMeta;
export default CustomPageScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
