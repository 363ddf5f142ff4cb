import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

export const signup = {
  path: "signup",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/signup/SignupScreen.tsx",
  component: lazyComponent(async () => (await import("../../screens/signup/SignupScreen")).SignupScreen),
} satisfies ScreenRoute;
