import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Switch } from "./Switch";

const meta = { title: "Forms/Switch", component: Switch } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj;

function Demo({ initial = false, disabled = false }: { initial?: boolean; disabled?: boolean }) {
  const t = useSample();
  const [checked, setChecked] = useState(initial);
  return (
    <div className="max-w-md">
      <Switch
        label={t.savePaymentMethod}
        description={t.receiptHint}
        checked={checked}
        onCheckedChange={setChecked}
        disabled={disabled}
      />
    </div>
  );
}

export const Off: Story = { render: () => <Demo /> };
export const On: Story = { render: () => <Demo initial /> };
export const Disabled: Story = { render: () => <Demo initial disabled /> };

export const Keyboard: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch");
    await expect(toggle).toHaveAccessibleName();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
  },
};
