import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

export const emailConfirm = {
  path: "email/confirm/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/email/EmailConfirmScreen.tsx",
  component: lazyComponent(
    async () => (await import("../../screens/email/EmailConfirmScreen")).EmailConfirmScreen,
  ),
} satisfies ScreenRoute;
