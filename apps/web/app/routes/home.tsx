import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { HomeScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.home);
export const clientLoader = browserData(screenRoutes.home);
export const meta = routeMeta;
export default HomeScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
