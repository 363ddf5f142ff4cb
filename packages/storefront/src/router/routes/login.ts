import type { ScreenRoute } from "../route";

export const login = {
  path: "login",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/login/LoginScreen.tsx",
} satisfies ScreenRoute;
