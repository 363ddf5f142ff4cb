import {
  clientLoader as browserData,
  LoadingFallback,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { LoginScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.login);
// One person's screen: its data is read in the browser only, the shell showing meanwhile.
export const clientLoader = Object.assign(browserData(screenRoutes.login), { hydrate: true as const });
export const HydrateFallback = LoadingFallback;
export const meta = routeMeta;
export default LoginScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
