import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { PackingSlip } from "./PackingSlip";

const meta = { title: "Commerce/PackingSlip", component: PackingSlip } satisfies Meta<typeof PackingSlip>;
export default meta;
type Story = StoryObj;

function Slip({ withMessage = true }: { withMessage?: boolean }) {
  const t = useSample();
  return (
    <div className="max-w-2xl">
      <PackingSlip
        title={t.slipTitle}
        reference={t.slipReference}
        recipient={{ heading: t.slipGiftFor, name: "Anna", place: "Torino, Italia" }}
        message={withMessage ? { heading: t.slipMessage, text: t.slipNote } : null}
        labels={{ item: t.slipItem, quantity: t.slipQuantity, lines: t.slipLines }}
        lines={[
          { id: "1", title: "Chianti Classico 2021", detail: "0,75 l", quantity: 6 },
          { id: "2", title: "Vin Santo del Chianti 2016", detail: "0,375 l", quantity: 2 },
          { id: "3", title: "Olio extravergine di oliva", detail: "0,5 l", quantity: 1 },
        ]}
      />
    </div>
  );
}

/** A gift's slip: recipient, message with its line breaks, the lines and their quantities, and no price anywhere. */
export const Gift: Story = {
  render: () => <Slip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    await expect(canvasElement.textContent).not.toMatch(/€|EUR/);
  },
};

/** Without a message: the recipient and the lines only. */
export const WithoutMessage: Story = { render: () => <Slip withMessage={false} /> };
