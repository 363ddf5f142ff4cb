import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Checkbox } from "./Checkbox";

const meta = { title: "Forms/Checkbox", component: Checkbox } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj;

export const States: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="grid max-w-md gap-4">
        <Checkbox label={t.newsletter} />
        <Checkbox label={t.savePaymentMethod} defaultChecked description={t.receiptHint} />
        <Checkbox label={t.terms} error={t.termsError} />
        <Checkbox label={t.newsletter} disabled />
        <Checkbox label={t.savePaymentMethod} disabled defaultChecked />
      </div>
    );
  },
};

export const Toggle: Story = {
  render: () => {
    const t = useSample();
    const [checked, setChecked] = useState(false);
    return <Checkbox label={t.terms} checked={checked} onCheckedChange={setChecked} />;
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox");
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await userEvent.click(within(canvasElement).getByText(/terms|condizioni/i));
    await expect(box).not.toBeChecked();
  },
};
