import { defineRoute } from "../route";

export const passwordConfirm = defineRoute({
  path: "password/confirm/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/password/PasswordConfirmScreen.tsx",
  component: async () => (await import("../../screens/password/PasswordConfirmScreen")).PasswordConfirmScreen,
});
