import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { FidelityScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.fidelity);
export const clientLoader = browserData(screenRoutes.fidelity);
export const meta = routeMeta;
export default FidelityScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
