import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

export const login = {
  path: "login",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/login/LoginScreen.tsx",
  component: lazyComponent(async () => (await import("../../screens/login/LoginScreen")).LoginScreen),
} satisfies ScreenRoute;
