import { defineRoute } from "../route";

export const signup = defineRoute({
  path: "signup",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/signup/SignupScreen.tsx",
  component: async () => (await import("../../screens/signup/SignupScreen")).SignupScreen,
});
