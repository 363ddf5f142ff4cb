import type { ScreenRoute } from "../route";

/** The member's profile and orders. */
export const profile = {
  area: "account",
  rendering: "browser",
  personal: true,
  data: ({ queries, language, ensure }) =>
    Promise.all([ensure(queries.profile(language)), ensure(queries.expenses(language))]),
} satisfies ScreenRoute;
