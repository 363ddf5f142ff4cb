import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Price } from "./Price";
import { RadioGroup } from "./RadioGroup";

const meta = { title: "Forms/RadioGroup", component: RadioGroup } satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj;

function Billing({ variant, error }: { variant: "list" | "cards"; error?: boolean }) {
  const t = useSample();
  const [value, setValue] = useState<"receipt" | "invoice">("receipt");
  return (
    <div className="max-w-lg">
      <RadioGroup
        label={t.billingMode}
        variant={variant}
        value={value}
        onValueChange={setValue}
        error={error ? t.billingError : undefined}
        options={[
          { value: "receipt", label: t.receipt, description: t.receiptHint },
          { value: "invoice", label: t.invoice, description: t.invoiceHint },
        ]}
      />
    </div>
  );
}

export const List: Story = { render: () => <Billing variant="list" /> };
export const Cards: Story = { render: () => <Billing variant="cards" /> };
export const WithError: Story = { render: () => <Billing variant="list" error /> };

export const ShippingChoices: Story = {
  render: () => {
    const t = useSample();
    const [value, setValue] = useState("courier");
    return (
      <div className="max-w-lg">
        <RadioGroup
          label={t.shipping}
          variant="cards"
          value={value}
          onValueChange={setValue}
          options={[
            {
              value: "courier",
              label: "Courier 24/48h",
              aside: <Price value={{ amount: 990, currency: "EUR" }} locale={t.locale} size="sm" />,
            },
            {
              value: "pickup",
              label: t.shopName,
              description: "Via del Poggio 12, Montalcino",
              aside: <Price value={{ amount: 0, currency: "EUR" }} locale={t.locale} size="sm" />,
            },
            { value: "express", label: "Express", disabled: true },
          ]}
        />
      </div>
    );
  },
};

export const ArrowKeys: Story = {
  render: () => <Billing variant="cards" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [receipt, invoice] = canvas.getAllByRole("radio");
    await expect(receipt).toBeChecked();
    await userEvent.tab();
    await expect(receipt).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(invoice).toBeChecked();
    await expect(invoice).toHaveFocus();
    await expect(canvas.getByRole("group")).toHaveAccessibleName();
  },
};
