import type { ScreenRoute } from "../route";

/** The club's fidelity programs: public (rendered on the server), in the account's catalog. */
export const fidelity = {
  path: "fidelity-programs",
  area: "account",
  rendering: "server",
  personal: false,
  module: "screens/fidelity/FidelityScreen.tsx",
  data: ({ queries, language, ensure }) => ensure(queries.fidelityPrograms(language)),
} satisfies ScreenRoute;
