import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, usePainted } from "./after-paint";

// The browser's frames, driven by hand: `paintFrame` runs the animation frame callbacks, as a frame does before its
// paint.
let frameCallbacks: FrameRequestCallback[] = [];

function Summary() {
  return <p>{usePainted() ? "summary" : "placeholder"}</p>;
}
function paintFrame() {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(performance.now());
}

describe("after the next paint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frameCallbacks = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frameCallbacks.push(callback));
    vi.stubGlobal("cancelAnimationFrame", (handle: number) => {
      frameCallbacks[handle - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs the task in a task of its own after the frame, not in the frame's callbacks", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(50);
    expect(task).not.toHaveBeenCalled();
    paintFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    paintFrame();
    expect(task).toHaveBeenCalledOnce();
  });

  it("runs the task anyway when no frame comes (a hidden tab)", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it("never runs a cancelled task", () => {
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    cancel();
    paintFrame();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });

  it("usePainted: false in the first frame, true once it has been painted", () => {
    render(<Summary />);
    expect(screen.getByText("placeholder")).toBeTruthy();
    act(() => paintFrame());
    expect(screen.getByText("placeholder")).toBeTruthy();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText("summary")).toBeTruthy();
  });
});
