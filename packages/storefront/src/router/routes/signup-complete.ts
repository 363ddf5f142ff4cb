import type { ScreenRoute } from "../route";

/** The completion of a sign-up from its e-mailed invite. */
export const signupComplete = {
  area: "account",
  rendering: "browser",
  personal: true,
  data: ({ queries, language, params, ensure }) => ensure(queries.invite(language, params.requestToken!)),
} satisfies ScreenRoute;
