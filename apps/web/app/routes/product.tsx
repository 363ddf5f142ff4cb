import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { ProductScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.product);
export const clientLoader = browserData(screenRoutes.product);
export const meta = routeMeta;
export default ProductScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
