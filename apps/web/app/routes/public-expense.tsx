import {
  clientLoader as browserData,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { PublicExpenseScreen } from "@club/storefront/framework/screens";

const screen = screenRoutes.publicExpense;

// What the web server and the page read of this route: its catalog area, whether it is one person's, its query.
export const handle = screen;
export const loader = serverLoader(screen);
export const clientLoader = browserData(screen);
export const meta = routeMeta;
export default PublicExpenseScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
