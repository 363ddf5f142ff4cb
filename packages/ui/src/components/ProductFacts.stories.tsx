import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { ProductFacts } from "./ProductFacts";

const meta = { title: "Commerce/ProductFacts", component: ProductFacts } satisfies Meta<typeof ProductFacts>;
export default meta;
type Story = StoryObj;

function Riserva() {
  const { facts: t } = useSample();
  return (
    <div className="max-w-md">
      <ProductFacts
        highlights={[t.red, "DOCG"]}
        facts={[
          { id: "grapes", term: t.grapes, description: "Sangiovese" },
          { id: "region", term: t.region, description: "Toscana" },
          { id: "vintage", term: t.vintage, description: "2019" },
          { id: "format", term: t.format, description: "0.75 L" },
          { id: "alcohol", term: t.alcohol, description: "14%" },
        ]}
        tastingNotes={{ heading: t.tastingNotes, text: t.notes }}
        pairings={{ heading: t.pairings, items: [t.boar, t.pecorino] }}
      />
    </div>
  );
}

/** A red wine's sheet: kind and denomination, its facts, tasting notes and pairings. */
export const Wine: Story = {
  render: () => <Riserva />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("DOCG")).toBeVisible();
    await expect(canvas.getByText("Sangiovese").tagName).toBe("DD");
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  },
};

/** Only facts (an oil without notes or pairings): the empty parts render nothing. */
export const FactsOnly: Story = {
  render: () => {
    const { facts: t } = useSample();
    return (
      <ProductFacts
        facts={[
          { id: "grapes", term: t.grapes, description: "Casaliva, Leccino" },
          { id: "format", term: t.format, description: "0.5 L" },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};
