/**
 * Ends the current task and continues in a new one, first in line (`scheduler.yield()` where the browser has it, a
 * zero timeout elsewhere): the browser may paint and handle input between two pieces of start-up work, and a phone
 * sees two shorter tasks instead of one long one.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
