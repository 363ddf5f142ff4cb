import {
  clientLoader as browserData,
  LoadingFallback,
  routeMeta,
  screenRoutes,
  serverLoader,
} from "@club/storefront/framework";
import { SignupCompleteScreen } from "@club/storefront/framework/screens";

const screen = screenRoutes.signupComplete;

// What the web server and the page read of this route: its catalog area, whether it is one person's, its query.
export const handle = screen;
export const loader = serverLoader(screen);
// One person's screen: its data is read in the browser only, the shell showing meanwhile.
export const clientLoader = Object.assign(browserData(screen), {
  hydrate: true as const,
});
export const HydrateFallback = LoadingFallback;
export const meta = routeMeta;
export default SignupCompleteScreen;
export { ScreenError as ErrorBoundary } from "../screen-error";
