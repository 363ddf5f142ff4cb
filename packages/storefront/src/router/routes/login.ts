import { defineRoute } from "../route";

export const login = defineRoute({
  path: "login",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/login/LoginScreen.tsx",
  component: async () => (await import("../../screens/login/LoginScreen")).LoginScreen,
});
