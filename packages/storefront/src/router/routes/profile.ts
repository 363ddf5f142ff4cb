import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

/** The member's profile and orders. */
export const profile = {
  path: "profile",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/profile/ProfileScreen.tsx",
  component: lazyComponent(async () => (await import("../../screens/profile/ProfileScreen")).ProfileScreen),
  data: ({ queries, language, ensure }) =>
    Promise.all([ensure(queries.profile(language)), ensure(queries.expenses(language))]),
} satisfies ScreenRoute;
