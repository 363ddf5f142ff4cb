import {
  clientLoader as browserData,
  LoadingFallback,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { PasswordConfirmScreen } from "@club/storefront/framework/screens";

export const loader = serverLoader(screenRoutes.passwordConfirm);
// One person's screen: its data is read in the browser only, the shell showing meanwhile.
export const clientLoader = Object.assign(browserData(screenRoutes.passwordConfirm), {
  hydrate: true as const,
});
export const HydrateFallback = LoadingFallback;
export const meta = routeMeta;
export default PasswordConfirmScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
