import type { ScreenRoute } from "../route";

export const emailChange = {
  path: "email/change/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/email/EmailChangeScreen.tsx",
} satisfies ScreenRoute;
