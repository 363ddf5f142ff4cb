import type { ScreenRoute } from "../route";

/** An order's packing slip (issue 17's gifts): the public order's lines and recipient without prices; one person's. */
export const packingSlip = {
  path: "public/expenses/:expensePublicId/packing-slip",
  area: "orders",
  rendering: "server",
  personal: true,
  module: "screens/packing-slip/PackingSlipScreen.tsx",
  data: ({ queries, language, params, ensure }) =>
    ensure(queries.publicExpense(language, params.expensePublicId!)),
} satisfies ScreenRoute;
