import type { ScreenRoute } from "../route";

/** An order's packing slip (issue 17's gifts): the public order's lines and recipient without prices; one person's. */
export const packingSlip = {
  area: "orders",
  rendering: "server",
  personal: true,
  data: ({ queries, language, params, ensure }) =>
    ensure(queries.publicExpense(language, params.expensePublicId!)),
} satisfies ScreenRoute;
