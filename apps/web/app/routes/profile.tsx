import {
  clientLoader as browserData,
  LoadingFallback,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { ProfileScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.profile);
// One person's screen: its data is read in the browser only, the shell showing meanwhile.
export const clientLoader = Object.assign(browserData(screenRoutes.profile), { hydrate: true as const });
export const HydrateFallback = LoadingFallback;
export const meta = routeMeta;
export default ProfileScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
