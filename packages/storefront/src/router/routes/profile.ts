import type { ScreenRoute } from "../route";

/** The member's profile and orders. */
export const profile = {
  path: "profile",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/profile/ProfileScreen.tsx",
  data: ({ queries, language, ensure }) =>
    Promise.all([ensure(queries.profile(language)), ensure(queries.expenses(language))]),
} satisfies ScreenRoute;
