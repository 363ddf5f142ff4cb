import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { DateInput } from "./DateInput";

const meta = { title: "Forms/DateInput", component: DateInput } satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj;

// As checkout asks a guest's date of birth: day, month and year in the page's language.
function BirthDate(props: { initial?: string; error?: boolean; onChange?: (value: string) => void }) {
  const t = useSample();
  const [value, setValue] = useState(props.initial ?? "");
  return (
    <div className="max-w-sm">
      <DateInput
        id="story-birth-date"
        label={t.birthDate}
        required
        labels={{ required: t.required, day: t.day, month: t.month, year: t.year }}
        autoComplete="bday"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        hint={t.birthDateHint}
        error={props.error ? t.birthDateError : undefined}
      />
    </div>
  );
}

export const Empty: Story = { render: () => <BirthDate /> };
export const Filled: Story = { render: () => <BirthDate initial="1988-06-15" /> };
export const WithError: Story = { render: () => <BirthDate initial="1988-13-32" error /> };

const onChange = fn();
/** Reached with Tab, part by part; the date comes out as YYYY-MM-DD once complete. */
export const KeyboardEntry: Story = {
  render: () => <BirthDate onChange={onChange} />,
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group");
    await expect(group).toHaveAccessibleName(/^(Date of birth|Data di nascita)/);
    await expect(group).toHaveAccessibleDescription(/adults|maggiorenni/);
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: /^(Day|Giorno)/ })).toHaveFocus();
    await userEvent.keyboard("2");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: /^(Month|Mese)/ })).toHaveFocus();
    await userEvent.keyboard("4");
    await userEvent.tab();
    await userEvent.keyboard("1990");
    await expect(onChange).toHaveBeenLastCalledWith("1990-04-02");
  },
};

/** The error describes the group and marks each part invalid. */
export const ErrorDescribed: Story = {
  render: () => <BirthDate initial="1988-13-32" error />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(/real date|data vera/);
    for (const input of canvas.getAllByRole("textbox"))
      await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};
