import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { formatMoney, Price } from "./Price";

const meta = { title: "Commerce/Price", component: Price } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj;

export const Sizes: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex flex-col gap-3">
        <Price value={{ amount: 1850, currency: "EUR" }} locale={t.locale} size="sm" />
        <Price value={{ amount: 4200, currency: "EUR" }} locale={t.locale} />
        <Price value={{ amount: 12900, currency: "EUR" }} locale={t.locale} size="lg" />
      </div>
    );
  },
};

export const Discounted: Story = {
  render: () => {
    const t = useSample();
    return (
      <Price
        value={{ amount: 3400, currency: "EUR" }}
        compareAt={{ amount: 4200, currency: "EUR" }}
        locale={t.locale}
        size="lg"
      />
    );
  },
};

export const Currencies: Story = {
  render: () => (
    <table className="text-sm">
      <thead>
        <tr className="text-start text-fg-muted">
          <th className="pe-6 text-start font-medium">Money</th>
          <th className="pe-6 text-start font-medium">it</th>
          <th className="text-start font-medium">en</th>
        </tr>
      </thead>
      <tbody>
        {[
          { amount: 1850, currency: "EUR" },
          { amount: 123456, currency: "CHF" },
          { amount: 999, currency: "GBP" },
          { amount: 1850, currency: "USD" },
          { amount: 1850, currency: "JPY" },
        ].map((money) => (
          <tr key={money.currency}>
            <td className="pe-6 font-mono">{`${money.amount} ${money.currency}`}</td>
            <td className="pe-6 tabular-nums">{formatMoney(money, "it")}</td>
            <td className="tabular-nums">{formatMoney(money, "en")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("18,50 €")).toBeInTheDocument();
    await expect(canvas.getByText("€18.50")).toBeInTheDocument();
    await expect(canvas.getByText("¥1,850")).toBeInTheDocument();
  },
};
