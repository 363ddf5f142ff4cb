import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { PackingSlipScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.packingSlip);
export const clientLoader = browserData(screenRoutes.packingSlip);
export const meta = routeMeta;
export default PackingSlipScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
