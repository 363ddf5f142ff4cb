import { defineRoute } from "../route";

export const emailChange = defineRoute({
  path: "email/change/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/email/EmailChangeScreen.tsx",
  component: async () => (await import("../../screens/email/EmailChangeScreen")).EmailChangeScreen,
});
