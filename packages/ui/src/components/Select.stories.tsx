import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useArgs } from "storybook/preview-api";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { sampleCountries, sampleText, useSample } from "../stories/sample";
import { Select } from "./Select";

const meta = { title: "Forms/Select", component: Select } satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj;

const countries = (locale: string) =>
  sampleCountries(locale).map(({ value, label, disabled }) => ({ value, label, disabled }));

function CountrySelect(props: {
  error?: boolean;
  disabled?: boolean;
  initial?: string;
  onChange?: (v: string) => void;
  nonce?: string;
}) {
  const t = useSample();
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <div className="max-w-sm">
      <Select
        label={t.country}
        placeholder={t.chooseCountry}
        required
        labels={{ required: t.required }}
        options={countries(t.locale)}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        error={props.error ? t.chooseCountry : undefined}
        disabled={props.disabled}
        nonce={props.nonce}
      />
    </div>
  );
}

/** Label, placeholder, error and states are controls; choosing an option updates the `value` control. */
export const Playground: StoryObj<typeof Select> = {
  args: {
    label: sampleText.en.country,
    placeholder: sampleText.en.chooseCountry,
    value: undefined,
    required: true,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    error: { control: "text" },
    hint: { control: "text" },
    label: { control: "text" },
    options: { control: false },
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const t = useSample();
    return (
      <div className="max-w-sm">
        <Select
          {...args}
          options={countries(t.locale)}
          onValueChange={(value) => {
            updateArgs({ value });
            args.onValueChange(value);
          }}
        />
      </div>
    );
  },
};

export const Empty: Story = { render: () => <CountrySelect /> };
export const Selected: Story = { render: () => <CountrySelect initial="IT" /> };
export const WithError: Story = { render: () => <CountrySelect error /> };
export const Disabled: Story = { render: () => <CountrySelect initial="FR" disabled /> };

const onChange = fn();
export const KeyboardSelection: Story = {
  render: () => <CountrySelect onChange={onChange} />,
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("combobox");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(listbox).toBeVisible());
    // First option is highlighted; move down twice (France, Germany) and choose.
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(onChange).toHaveBeenCalledWith("DE");
    await expect(trigger).toHaveTextContent(/German/);
    await expect(trigger).toHaveFocus();
    // Disabled options are skipped by the keyboard: from Germany, ArrowDown lands on United Kingdom.
    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("GB"));
    // Escape closes without changing the value.
    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(onChange).toHaveBeenCalledTimes(2);
  },
};

/** Radix's inline viewport `<style>` carries the page's CSP nonce, so a nonce-only `style-src` allows it. */
export const WithCspNonce: Story = {
  render: () => <CountrySelect nonce="story-nonce-123" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox"));
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(listbox).toBeVisible());
    const viewportStyles = [...canvasElement.ownerDocument.querySelectorAll("style")].filter((style) =>
      style.textContent?.includes("[data-radix-select-viewport]"),
    );
    await expect(viewportStyles).toHaveLength(1);
    // The property, not the attribute: under a real CSP header browsers hide the attribute's value.
    await expect(viewportStyles[0]!.nonce).toBe("story-nonce-123");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).not.toBeInTheDocument());
  },
};
