import type { ScreenRoute } from "../route";

/** The club's fidelity programs: public (rendered on the server), in the account's catalog. */
export const fidelity = {
  area: "account",
  rendering: "server",
  personal: false,
  data: ({ queries, language, ensure }) => ensure(queries.fidelityPrograms(language)),
} satisfies ScreenRoute;
