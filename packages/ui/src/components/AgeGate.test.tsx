import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AgeGate } from "./AgeGate";

const texts = {
  title: "Welcome",
  question: "You must be 18 or over to enter.",
  confirmLabel: "I am of legal drinking age",
  refuseLabel: "I am under 18",
};

const description = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent;

describe("AgeGate", () => {
  it("must be answered: no close button, Escape and a click outside leave it open", () => {
    const onConfirm = vi.fn();
    render(<AgeGate open {...texts} onConfirm={onConfirm} onRefuse={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Welcome" });
    expect(description(dialog)).toBe(texts.question);
    expect(screen.queryByRole("button", { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: texts.confirmLabel }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("shows the refusal in place of the question, without the answers", () => {
    const onRefuse = vi.fn();
    const view = render(<AgeGate open {...texts} onConfirm={vi.fn()} onRefuse={onRefuse} />);
    fireEvent.click(screen.getByRole("button", { name: texts.refuseLabel }));
    expect(onRefuse).toHaveBeenCalledOnce();
    view.rerender(
      <AgeGate
        open
        {...texts}
        onConfirm={vi.fn()}
        onRefuse={onRefuse}
        refusal={{ title: "See you soon", body: "Come back when you are 18." }}
        links={<a href="/en/pages/privacy">Privacy policy</a>}
      />,
    );
    expect(description(screen.getByRole("dialog", { name: "See you soon" }))).toBe(
      "Come back when you are 18.",
    );
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Privacy policy" })).toBeTruthy();
  });
});
