import {
  clientLoader as browserData,
  LoadingFallback,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { SignupScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.signup);
// One person's screen: its data is read in the browser only, the shell showing meanwhile.
export const clientLoader = Object.assign(browserData(screenRoutes.signup), { hydrate: true as const });
export const HydrateFallback = LoadingFallback;
export const meta = routeMeta;
export default SignupScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
