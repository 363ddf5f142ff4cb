import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { PublicExpenseScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.publicExpense);
export const clientLoader = browserData(screenRoutes.publicExpense);
export const meta = routeMeta;
export default PublicExpenseScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
