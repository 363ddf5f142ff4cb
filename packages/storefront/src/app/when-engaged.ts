/** What tells that the visitor is using the page: a press, a key, a field taking focus. */
const ENGAGING = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Runs `task` once the visitor first engages with the page (presses, types, focuses a field), never while it is
 * loading: code needed only after a few seconds of use (checkout's card field, while the first step is filled in)
 * then does not run in the tasks that follow the first paint, where it would block the page just shown. Returns a
 * cancel function.
 */
export function whenEngaged(
  task: () => void,
  target: EventTarget | undefined = globalThis.document,
): () => void {
  if (!target) return () => undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of ENGAGING) target.removeEventListener(type, run, true);
  };
  for (const type of ENGAGING) target.addEventListener(type, run, { capture: true, passive: true });
  return () => {
    done = true;
    cancel();
  };
}
