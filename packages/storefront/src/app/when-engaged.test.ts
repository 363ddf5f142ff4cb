import { describe, expect, it, vi } from "vitest";
import { whenEngaged } from "./when-engaged";

describe("whenEngaged", () => {
  it("runs the task once, on the visitor's first press, key or focus, not before", () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenEngaged(task, target);
    expect(task).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("focusin"));
    target.dispatchEvent(new Event("pointerdown"));
    target.dispatchEvent(new Event("keydown"));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled", () => {
    const target = new EventTarget();
    const task = vi.fn();
    whenEngaged(task, target)();
    target.dispatchEvent(new Event("keydown"));
    expect(task).not.toHaveBeenCalled();
  });
});
