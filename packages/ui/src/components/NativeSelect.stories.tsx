import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleCountries, useSample } from "../stories/sample";
import { NativeSelect } from "./NativeSelect";

const meta = { title: "Forms/NativeSelect", component: NativeSelect } satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj;

// As checkout's phone prefix lists them: the country with its calling code.
const codes = (locale: string) =>
  sampleCountries(locale).map(({ value, label, phoneCode, disabled }) => ({
    value,
    label: `${label} (${phoneCode})`,
    disabled,
  }));

function CodeSelect(props: {
  error?: boolean;
  disabled?: boolean;
  initial?: string;
  onChange?: (v: string) => void;
}) {
  const t = useSample();
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <div className="max-w-sm">
      <NativeSelect
        label={t.country}
        placeholder={t.chooseCountry}
        required
        labels={{ required: t.required }}
        options={codes(t.locale)}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        error={props.error ? t.chooseCountry : undefined}
        disabled={props.disabled}
      />
    </div>
  );
}

export const Empty: Story = { render: () => <CodeSelect /> };
export const Selected: Story = { render: () => <CodeSelect initial="IT" /> };
export const WithError: Story = { render: () => <CodeSelect error /> };
export const Disabled: Story = { render: () => <CodeSelect initial="FR" disabled /> };

const onChange = fn();
/** A labelled combobox reached with Tab; the keyboard moves the choice, a disabled option is not offered. */
export const KeyboardSelection: Story = {
  render: () => <CodeSelect initial="IT" onChange={onChange} />,
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox") as HTMLSelectElement;
    await expect(select).toHaveAccessibleName(/^(Country|Paese)/);
    await expect(select).toBeRequired();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "DE");
    await expect(onChange).toHaveBeenLastCalledWith("DE");
    await expect(select.selectedOptions[0]).toHaveTextContent(/\+49/);
    await expect(canvas.getByRole("option", { name: /\+41/ })).toBeDisabled();
    // The placeholder is gone once a value is chosen: it cannot be chosen back.
    await expect(canvas.queryByRole("option", { name: /Choose|Scegli/ })).not.toBeInTheDocument();
  },
};

/** Nothing chosen: the placeholder shows and the field is described by its error. */
export const ErrorDescribed: Story = {
  render: () => <CodeSelect error />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox") as HTMLSelectElement;
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(/Choose a country|Scegli un paese/);
    await expect(select.value).toBe("");
  },
};
