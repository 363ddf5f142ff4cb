import type { ScreenRoute } from "../route";

export const emailConfirm = {
  path: "email/confirm/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/email/EmailConfirmScreen.tsx",
} satisfies ScreenRoute;
