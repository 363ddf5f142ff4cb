import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

export const emailChange = {
  path: "email/change/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/email/EmailChangeScreen.tsx",
  component: lazyComponent(
    async () => (await import("../../screens/email/EmailChangeScreen")).EmailChangeScreen,
  ),
} satisfies ScreenRoute;
