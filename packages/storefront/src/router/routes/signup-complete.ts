import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

/** The completion of a sign-up from its e-mailed invite. */
export const signupComplete = {
  path: "signup/:requestToken",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/signup/SignupCompleteScreen.tsx",
  component: lazyComponent(
    async () => (await import("../../screens/signup/SignupCompleteScreen")).SignupCompleteScreen,
  ),
  data: ({ queries, language, params, ensure }) => ensure(queries.invite(language, params.requestToken!)),
} satisfies ScreenRoute;
