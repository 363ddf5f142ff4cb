import {
  clientLoader as browserData,
  LoadingFallback,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { EmailChangeScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.emailChange);
// One person's screen: its data is read in the browser only, the shell showing meanwhile.
export const clientLoader = Object.assign(browserData(screenRoutes.emailChange), { hydrate: true as const });
export const HydrateFallback = LoadingFallback;
export const meta = routeMeta;
export default EmailChangeScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
