import type { ScreenRoute } from "../route";

/** An order's public page: rendered on the server, but one person's (noindex). */
export const publicExpense = {
  area: "orders",
  rendering: "server",
  personal: true,
  data: ({ queries, language, params, ensure }) =>
    ensure(queries.publicExpense(language, params.expensePublicId!)),
} satisfies ScreenRoute;
