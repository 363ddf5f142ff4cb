import type { ScreenRoute } from "../route";

export const passwordConfirm = {
  path: "password/confirm/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/password/PasswordConfirmScreen.tsx",
} satisfies ScreenRoute;
