import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { DateInput } from "./DateInput";
import { LabelsProvider } from "./Labels";

function Birthday({
  initial = "",
  onChange = vi.fn(),
  error,
}: {
  initial?: string;
  onChange?: (v: string) => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        id="dob"
        label="Date of birth"
        required
        autoComplete="bday"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        hint="We check your age"
        error={error}
      />
      <button type="button" onClick={() => setValue("1985-11-30")}>
        Saved
      </button>
    </>
  );
}

describe("DateInput", () => {
  it("is a described group of day, month and year, numeric and filled by the browser's birthday autofill", () => {
    render(<Birthday />);
    const group = screen.getByRole("group", { name: /^Date of birth/ });
    expect(group.getAttribute("aria-describedby")).toBe("dob-hint");
    const [day, month, year] = ["Day", "Month", "Year"].map(
      (name) => screen.getByLabelText(name) as HTMLInputElement,
    );
    expect(day!.id).toBe("dob");
    expect([day, month, year].map((input) => input!.autocomplete)).toEqual([
      "bday-day",
      "bday-month",
      "bday-year",
    ]);
    expect([day, month, year].map((input) => input!.inputMode)).toEqual(["numeric", "numeric", "numeric"]);
    expect(day!.getAttribute("aria-required")).toBe("true");
  });

  it("gives a complete date as YYYY-MM-DD, an incomplete one as something no validator takes for a date", async () => {
    const onChange = vi.fn();
    render(<Birthday onChange={onChange} />);
    await userEvent.type(screen.getByLabelText("Day"), "2");
    expect(onChange).toHaveBeenLastCalledWith("-00-02");
    await userEvent.type(screen.getByLabelText("Month"), "4");
    expect(onChange).toHaveBeenLastCalledWith("-04-02");
    await userEvent.type(screen.getByLabelText("Year"), "90");
    expect(onChange).toHaveBeenLastCalledWith("90-04-02");
    await userEvent.type(screen.getByLabelText("Year"), "19");
    expect(onChange).toHaveBeenLastCalledWith("9019-04-02");
    await userEvent.clear(screen.getByLabelText("Year"));
    await userEvent.type(screen.getByLabelText("Year"), "1990");
    expect(onChange).toHaveBeenLastCalledWith("1990-04-02");
    // As typed, not padded: the visitor's "4" stays "4".
    expect((screen.getByLabelText("Month") as HTMLInputElement).value).toBe("4");
    for (const name of ["Day", "Month", "Year"]) await userEvent.clear(screen.getByLabelText(name));
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("takes digits only, as many as the part has", async () => {
    render(<Birthday />);
    await userEvent.type(screen.getByLabelText("Day"), "3a12");
    expect((screen.getByLabelText("Day") as HTMLInputElement).value).toBe("31");
    await userEvent.type(screen.getByLabelText("Year"), "199012");
    expect((screen.getByLabelText("Year") as HTMLInputElement).value).toBe("1990");
  });

  it("shows a date set from outside (a member's saved one) in its parts", async () => {
    render(<Birthday initial="2001-02-03" />);
    expect(
      ["Day", "Month", "Year"].map((name) => (screen.getByLabelText(name) as HTMLInputElement).value),
    ).toEqual(["03", "02", "2001"]);
    await userEvent.click(screen.getByRole("button", { name: "Saved" }));
    expect(
      ["Day", "Month", "Year"].map((name) => (screen.getByLabelText(name) as HTMLInputElement).value),
    ).toEqual(["30", "11", "1985"]);
  });

  it("marks every part invalid and describes the group by its error", () => {
    render(<Birthday error="Enter a real date" />);
    for (const name of ["Day", "Month", "Year"])
      expect(screen.getByLabelText(name).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("group").getAttribute("aria-describedby")).toBe("dob-hint dob-error");
    expect(screen.getByText("Enter a real date")).toBeTruthy();
  });

  it("labels its fields with the app's words (the LabelsProvider's), one instance's own over them", () => {
    render(
      <LabelsProvider labels={{ dateInput: { day: "Giorno", month: "Mese", year: "Anno" } }}>
        <DateInput
          label="Data di nascita"
          labels={{ year: "Anno (4 cifre)" }}
          value=""
          onValueChange={vi.fn()}
        />
      </LabelsProvider>,
    );
    expect(
      screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(["Giorno", "Mese", "Anno (4 cifre)"]);
  });

  it("puts the parts in the order it is given (a US date)", () => {
    render(<DateInput label="Date" order={["month", "day", "year"]} value="" onValueChange={vi.fn()} />);
    expect(screen.getAllByRole("textbox").map((input) => input.getAttribute("autocomplete"))).toEqual([
      "off",
      "off",
      "off",
    ]);
    expect(
      screen
        .getAllByRole("textbox")
        .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ""),
    ).toEqual(["Month", "Day", "Year"]);
  });
});
