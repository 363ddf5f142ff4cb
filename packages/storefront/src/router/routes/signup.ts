import type { ScreenRoute } from "../route";

export const signup = {
  path: "signup",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/signup/SignupScreen.tsx",
} satisfies ScreenRoute;
