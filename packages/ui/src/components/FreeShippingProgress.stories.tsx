import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Button } from "./Button";
import { FreeShippingProgress } from "./FreeShippingProgress";
import { formatMoney } from "./Price";

const meta = {
  title: "Commerce/FreeShippingProgress",
  component: FreeShippingProgress,
} satisfies Meta<typeof FreeShippingProgress>;
export default meta;
type Story = StoryObj;

const eur = (amount: number) => ({ amount, currency: "EUR" });
const threshold = eur(15000);

/** The nudge as a cart shows it: worded from the sample texts, amounts in the story's locale. */
function Nudge({ subtotal, bottles }: { subtotal: number; bottles: number | null }) {
  const t = useSample();
  const missing = eur(Math.max(0, threshold.amount - subtotal));
  const reached = missing.amount === 0;
  const money = (amount: number) => formatMoney(eur(amount), t.locale);
  return (
    <div className="max-w-sm">
      <FreeShippingProgress
        threshold={threshold}
        missing={missing}
        reached={reached}
        message={reached ? t.freeShipping.reached : t.freeShipping.missing(money(missing.amount), bottles)}
        label={t.freeShipping.label}
        valueText={t.freeShipping.of(money(Math.min(subtotal, threshold.amount)), money(threshold.amount))}
      />
    </div>
  );
}

/** Six bottles of €18.50 in the cart: €39 and, as the wine is sold by 6, six more bottles. */
export const Missing: Story = {
  render: () => <Nudge subtotal={11100} bottles={6} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "11100");
    await expect(bar).toHaveAttribute("aria-valuemax", "15000");
    await expect(bar).toHaveAccessibleName(/free shipping|spedizione gratuita/i);
    await expect(canvas.getByRole("status")).toHaveTextContent(/(39[.,]00).*(6 bottles|6 bottiglie)/);
  },
};

/** One bottle is enough: the singular. */
export const OneBottle: Story = {
  render: () => <Nudge subtotal={13700} bottles={1} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/1 (bottle|bottiglia)\)/);
  },
};

/** A cart of foods: the amount only. */
export const AmountOnly: Story = {
  render: () => <Nudge subtotal={4200} bottles={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).not.toHaveTextContent(/\(/);
  },
};

/** Reached (or a free-shipping coupon): the confirmation and a full bar. */
export const Unlocked: Story = {
  render: () => <Nudge subtotal={22200} bottles={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "15000");
    await expect(canvas.getByRole("status")).toHaveTextContent(/unlocked free shipping|spedizione gratuita/i);
  },
};

/** Adding bottles from the keyboard: the sentence (a polite live region) and the bar follow, then unlock. */
export const AddingBottles: Story = {
  render: function AddingBottles() {
    const t = useSample();
    const [count, setCount] = useState(6);
    const subtotal = count * 1850;
    const missing = Math.max(0, threshold.amount - subtotal);
    return (
      <div className="flex max-w-sm flex-col gap-3">
        <Nudge subtotal={subtotal} bottles={missing ? Math.ceil(missing / 1850 / 6) * 6 : null} />
        <Button onClick={() => setCount(count + 6)}>{`${t.addToCart} (6)`}</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "15000"));
    await expect(canvasElement.querySelector("[data-reached]")).not.toBeNull();
  },
};
