import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { pictures } from "../stories/images";
import { type SampleText, sampleText, useSample } from "../stories/sample";
import { Alert } from "./Alert";
import { Button } from "./Button";
import { type CartLine, CartSummary } from "./CartSummary";
import { QuantityStepper } from "./QuantityStepper";
import { TextField } from "./TextField";

const meta = { title: "Commerce/CartSummary", component: CartSummary } satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj;

const eur = (amount: number) => ({ amount, currency: "EUR" });

function sampleLines(t: SampleText, quantities = { brunello: 4, rosso: 1, oil: 2 }): CartLine[] {
  return [
    {
      id: "brunello",
      name: t.wine,
      meta: t.bottle,
      image: { src: pictures.brunello, alt: "" },
      quantity: quantities.brunello,
      unitPrice: eur(4200),
      total: eur(4200 * quantities.brunello),
    },
    {
      id: "rosso",
      name: t.wine2,
      meta: t.magnum,
      image: { src: pictures.rosso, alt: "" },
      quantity: quantities.rosso,
      unitPrice: eur(3400),
      total: eur(3400 * quantities.rosso),
    },
    {
      id: "oil",
      name: t.oil,
      meta: t.tin,
      image: { src: pictures.oil, alt: "" },
      quantity: quantities.oil,
      unitPrice: eur(1850),
      total: eur(1850 * quantities.oil),
    },
  ];
}

function labels(t: SampleText) {
  return {
    subtotal: t.subtotal,
    discount: t.discount,
    shipping: t.shipping,
    total: t.total,
    remove: (name: string) => `${t.remove}: ${name}`,
  };
}

/** Lines, totals and labels are controls (edit the JSON); `updating` shows the saving line. */
export const Playground: StoryObj<typeof CartSummary> = {
  args: {
    title: sampleText.en.cartTitle,
    locale: sampleText.en.locale,
    lines: sampleLines(sampleText.en),
    totals: { subtotal: eur(18500), discount: eur(1850), shipping: eur(0), total: eur(16650) },
    labels: labels(sampleText.en),
    updating: false,
    headingLevel: 2,
  },
  argTypes: { title: { control: "text" } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
};

export const ReadOnly: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-md">
        <CartSummary
          title={t.cartTitle}
          locale={t.locale}
          lines={sampleLines(t)}
          totals={{ subtotal: eur(23900), discount: eur(-2390), shipping: eur(990), total: eur(22500) }}
          labels={labels(t)}
        />
      </div>
    );
  },
};

/** Before a courier is chosen the shipping cost is not known: the summary says when it will be, never "Free". */
export const ShippingNotKnownYet: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-md">
        <CartSummary
          title={t.cartTitle}
          locale={t.locale}
          lines={sampleLines(t)}
          totals={{ subtotal: eur(23900), shipping: null, total: eur(23900) }}
          labels={{ ...labels(t), free: "Free", shippingPending: "Calculated at the shipping step" }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Calculated at the shipping step")).toBeVisible();
    await expect(canvas.queryByText("Free")).toBeNull();
  },
};

const onRemove = fn();

export const Editable: Story = {
  render: () => {
    const t = useSample();
    const [qty, setQty] = useState({ brunello: 4, rosso: 1, oil: 2 });
    const lines = sampleLines(t, qty);
    const subtotal = lines.reduce((sum, line) => sum + line.total.amount, 0);
    const wine = qty.brunello + qty.rosso;
    const missing = wine % 6 === 0 ? 0 : 6 - (wine % 6);
    return (
      <div className="max-w-md">
        <CartSummary
          title={t.cartTitle}
          locale={t.locale}
          lines={lines}
          totals={{ subtotal: eur(subtotal), shipping: eur(990), total: eur(subtotal + 990) }}
          labels={labels(t)}
          onRemove={onRemove}
          notices={missing > 0 ? <Alert tone="warning">{t.missing(missing, 6)}</Alert> : undefined}
          renderQuantity={(line) => (
            <QuantityStepper
              size="sm"
              value={line.quantity}
              onChange={(value) => setQty((current) => ({ ...current, [line.id]: value }))}
              label={`${t.quantity}: ${String(line.name)}`}
              labels={{ decrease: t.decrease, increase: t.increase }}
              min={1}
            />
          )}
          footer={
            <>
              <TextField
                label="Coupon"
                endAdornment={
                  <Button size="sm" variant="ghost">
                    {t.save}
                  </Button>
                }
              />
              <Button size="lg" fullWidth disabled={missing > 0}>
                {t.checkout}
              </Button>
            </>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    onRemove.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(/1/);
    await expect(canvas.getByRole("button", { name: /checkout|cassa/i })).toBeDisabled();
    const plus = canvas.getAllByRole("button", { name: /increase|aumenta/i });
    await userEvent.click(plus[1]!);
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /checkout|cassa/i })).toBeEnabled();
    await userEvent.click(
      canvas.getByRole("button", { name: /(remove|rimuovi).*olio|(remove|rimuovi).*oil/i }),
    );
    await expect(onRemove).toHaveBeenCalledWith("oil");
  },
};

export const Updating: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-md">
        <CartSummary
          locale={t.locale}
          lines={sampleLines(t).slice(0, 1)}
          totals={{ subtotal: eur(16800), shipping: eur(0), total: eur(16800) }}
          labels={{ ...labels(t), free: "Free" }}
          updating
        />
      </div>
    );
  },
};
