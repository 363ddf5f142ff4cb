import type { ExpenseSummary } from "@club/api-client";
import { Badge } from "@club/ui";
import { STATUS_TONES, useExpenseFulfilments, useExpenseStatuses } from "./useExpenseStatuses";

/** An order's status, and where its goods are once it has been sent or prepared. */
export function ExpenseStatusBadges({ expense }: { expense: Pick<ExpenseSummary, "status" | "fulfilment"> }) {
  const statuses = useExpenseStatuses();
  const fulfilments = useExpenseFulfilments();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge tone={STATUS_TONES[expense.status]}>{statuses[expense.status]}</Badge>
      {expense.fulfilment && <Badge tone="info">{fulfilments[expense.fulfilment]}</Badge>}
    </span>
  );
}
