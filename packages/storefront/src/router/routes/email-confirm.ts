import { defineRoute } from "../route";

export const emailConfirm = defineRoute({
  path: "email/confirm/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/email/EmailConfirmScreen.tsx",
  component: async () => (await import("../../screens/email/EmailConfirmScreen")).EmailConfirmScreen,
});
