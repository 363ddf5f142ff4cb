/**
 * What checkout shows or runs only after its first step, as one chunk: the later steps and their wiring (with the
 * address dialog, the fiscal fields and the card field), the bank's challenge, each step's rules, placing the order
 * and what follows it, the words for a refusal. One chunk rather than one per part: every part is wanted soon after the first step anyway, and each extra
 * chunk costs its own imports and exports. Loaded with its messages (the `checkout-steps` catalog area) by
 * `load-later.ts`.
 */
export { SandboxChallengeDialog } from "../adapters/payments/SandboxChallengeDialog";
export { ScreenFailure, ScreenSkeleton } from "../screens/ScreenState";
export { OrderNotPlaced } from "./OrderNotPlaced";
export { problemText } from "./problem-text";
export { validateStep } from "./step-rules";
export { LaterStep } from "./steps/LaterStep";
export { submitOrder } from "./submit-order";
