/**
 * The order's payment states and the only moves between them. Every move is one conditional UPDATE on the expected
 * state, so the checkout, the webhook and the release job can race for the same order and exactly one of them wins.
 */
export type OrderStatus =
  | "pending_payment"
  | "paid"
  | "awaiting_pickup_payment"
  | "fulfilled"
  | "cancelled"
  | "refunded";

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["paid", "cancelled"],
  paid: ["fulfilled", "cancelled", "refunded"],
  awaiting_pickup_payment: ["fulfilled", "cancelled"],
  fulfilled: ["refunded"],
  cancelled: [],
  refunded: [],
};

/** Every order status (the contract's ExpenseStatus). */
export const ORDER_STATUSES = Object.keys(MOVES) as OrderStatus[];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as string[]).includes(value);

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** The states a move to `to` may start from (the WHERE of its conditional update). */
export function movesInto(to: OrderStatus): OrderStatus[] {
  return (Object.keys(MOVES) as OrderStatus[]).filter((from) => MOVES[from].includes(to));
}
