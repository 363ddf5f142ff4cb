import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

export const passwordConfirm = {
  path: "password/confirm/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/password/PasswordConfirmScreen.tsx",
  component: lazyComponent(
    async () => (await import("../../screens/password/PasswordConfirmScreen")).PasswordConfirmScreen,
  ),
} satisfies ScreenRoute;
