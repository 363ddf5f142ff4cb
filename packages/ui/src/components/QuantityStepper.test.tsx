import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { missingForMultiple, QuantityStepper } from "./QuantityStepper";

describe("missingForMultiple", () => {
  it("counts what completes the next multiple", () => {
    expect(missingForMultiple(4, 6)).toBe(2);
    expect(missingForMultiple(6, 6)).toBe(0);
    expect(missingForMultiple(7, 6)).toBe(5);
    expect(missingForMultiple(0, 6)).toBe(0);
    expect(missingForMultiple(5, undefined)).toBe(0);
    expect(missingForMultiple(5, 1)).toBe(0);
  });
});

describe("QuantityStepper", () => {
  it("steps, clamps to min/max and disables the buttons at the limits", () => {
    const onChange = vi.fn();
    const view = render(<QuantityStepper label="Qty" value={11} max={12} step={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(onChange).toHaveBeenLastCalledWith(12);
    view.rerender(<QuantityStepper label="Qty" value={12} max={12} onChange={onChange} />);
    expect((screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    view.rerender(<QuantityStepper label="Qty" value={0} max={12} onChange={onChange} />);
    expect((screen.getByRole("button", { name: "Decrease quantity" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the missing count given by the cart rule, with translated text", () => {
    render(
      <QuantityStepper
        label="Quantità"
        value={6}
        multiple={6}
        missing={3}
        onChange={() => {}}
        labels={{ missing: (n, m) => `Aggiungi ancora ${n} per completare una cassa da ${m}` }}
      />,
    );
    expect(screen.getByText("Aggiungi ancora 3 per completare una cassa da 6")).toBeTruthy();
    expect(screen.getByRole("spinbutton").getAttribute("aria-describedby")).toBeTruthy();
  });

  it("commits a typed value on blur, clamped, and ignores an empty one", () => {
    const onChange = vi.fn();
    render(<QuantityStepper label="Qty" value={2} min={1} max={24} onChange={onChange} />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "99" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(24);
    onChange.mockClear();
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe("2");
  });

  it("marks itself busy while updating and disables everything when disabled", () => {
    const { container, rerender } = render(
      <QuantityStepper label="Qty" value={2} updating onChange={() => {}} />,
    );
    expect(container.querySelector("[aria-busy=true]")).not.toBeNull();
    rerender(<QuantityStepper label="Qty" value={2} disabled onChange={() => {}} />);
    for (const button of screen.getAllByRole("button"))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("spinbutton") as HTMLInputElement).disabled).toBe(true);
  });
});
