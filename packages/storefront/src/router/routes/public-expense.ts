import type { ScreenRoute } from "../route";

/** An order's public page: rendered on the server, but one person's (noindex). */
export const publicExpense = {
  path: "public/expenses/:expensePublicId",
  area: "orders",
  rendering: "server",
  personal: true,
  module: "screens/public-expense/PublicExpenseScreen.tsx",
  data: ({ queries, language, params, ensure }) =>
    ensure(queries.publicExpense(language, params.expensePublicId!)),
} satisfies ScreenRoute;
