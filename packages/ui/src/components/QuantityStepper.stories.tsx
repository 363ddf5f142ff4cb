import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useArgs } from "storybook/preview-api";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleText, useSample } from "../stories/sample";
import { QuantityStepper, type QuantityStepperProps } from "./QuantityStepper";

const meta = { title: "Commerce/QuantityStepper", component: QuantityStepper } satisfies Meta<
  typeof QuantityStepper
>;
export default meta;
type Story = StoryObj;

/** Value, limits, the "multiple of" rule, size and states are controls; the buttons update the `value` control. */
export const Playground: StoryObj<typeof QuantityStepper> = {
  args: {
    label: `${sampleText.en.quantity}: ${sampleText.en.wine}`,
    value: 4,
    min: 0,
    max: 12,
    step: 1,
    multiple: 6,
    size: "md",
    disabled: false,
    updating: false,
    onChange: fn(),
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    const t = useSample();
    return (
      <QuantityStepper
        {...args}
        labels={{ decrease: t.decrease, increase: t.increase, missing: t.missing }}
        onChange={(value) => {
          updateArgs({ value });
          args.onChange(value);
        }}
      />
    );
  },
};

const onChange = fn();

function Demo(props: Partial<QuantityStepperProps> & { initial?: number }) {
  const t = useSample();
  const { initial = 1, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label={`${t.quantity}: ${t.wine}`}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      labels={{
        decrease: t.decrease,
        increase: t.increase,
        missing: t.missing,
        max: (max) => `${t.lowStock.replace("3", String(max))}`,
        updating: t.loading,
      }}
      {...rest}
    />
  );
}

export const Default: Story = { render: () => <Demo /> };
export const MultipleOfSix: Story = {
  name: "Multiple of 6, 2 missing",
  render: () => <Demo initial={4} multiple={6} />,
};
export const MissingFromCart: Story = {
  name: "Missing count from the cart rule",
  render: () => <Demo initial={6} multiple={6} missing={3} />,
};
export const AtStockLimit: Story = { render: () => <Demo initial={12} max={12} /> };
export const Updating: Story = { render: () => <Demo initial={3} updating /> };
export const Disabled: Story = { render: () => <Demo initial={2} disabled /> };
export const Small: Story = { render: () => <Demo initial={2} size="sm" /> };

export const StepperRules: Story = {
  render: () => <Demo initial={4} multiple={6} max={12} />,
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton");
    const plus = canvas.getByRole("button", { name: /increase|aumenta/i });
    const minus = canvas.getByRole("button", { name: /decrease|diminuisci/i });
    await expect(input).toHaveAccessibleName(/quantity|quantità/i);
    // 4 of a box of 6: two are missing, and the message describes the field.
    await expect(input).toHaveAccessibleDescription(/2/);
    await expect(canvas.getByText(/box of 6|cassa da 6/)).toBeInTheDocument();
    await userEvent.click(plus);
    await expect(input).toHaveValue("5");
    await expect(canvas.getByText(/1 more|ancora 1/)).toBeInTheDocument();
    await userEvent.click(plus);
    await expect(input).toHaveValue("6");
    await expect(canvas.queryByText(/box of 6|cassa da 6/)).not.toBeInTheDocument();
    // Keyboard: arrows step by 1, PageUp by the multiple, capped at the stock (12).
    input.focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("7");
    await userEvent.keyboard("{PageUp}");
    await expect(input).toHaveValue("12");
    await expect(plus).toBeDisabled();
    await userEvent.keyboard("{Home}");
    await expect(input).toHaveValue("0");
    await expect(minus).toBeDisabled();
    await userEvent.keyboard("{End}");
    await expect(input).toHaveValue("12");
    // Typed values are clamped to the stock on Enter.
    await userEvent.clear(input);
    await userEvent.type(input, "40{Enter}");
    await expect(input).toHaveValue("12");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(input).toHaveValue("10");
    await expect(onChange).toHaveBeenLastCalledWith(10);
  },
};

export const TypingIgnoresLetters: Story = {
  render: () => <Demo initial={2} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton");
    await userEvent.clear(input);
    await userEvent.type(input, "3a");
    await userEvent.tab();
    await expect(input).toHaveValue("3");
  },
};
