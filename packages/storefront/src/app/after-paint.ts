import { startTransition, useEffect, useState } from "react";

// Where no frame comes (a hidden tab, a test environment without frames) the task still runs, this much later.
const NO_FRAME_MS = 500;

/**
 * Runs `task` once the browser has painted its next frame: an animation frame's callback runs just before that
 * frame's paint, and a task it posts runs after it. What a screen starts as it shows (the code of what comes later, a
 * provider's script, a prompt over the page) then starts once that screen is on the glass, instead of competing with
 * it for the network and the main thread in the frame that shows it: on a phone that frame is the page's largest
 * paint. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(afterFrame);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  const run = () => {
    if (done) return;
    stop();
    task();
  };
  const frame =
    typeof requestAnimationFrame === "function"
      ? requestAnimationFrame(() => {
          afterFrame = setTimeout(run, 0);
        })
      : undefined;
  const fallback = setTimeout(run, frame === undefined ? 0 : NO_FRAME_MS);
  return stop;
}

/**
 * False while the component's first frame has not been painted, then true: what it renders only from then on (and
 * the code that loads for it) waits for that paint. False on the server and in the render that hydrates server
 * markup, like the server's. The render that follows is a transition: React renders it in slices, between which the
 * browser handles input.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
