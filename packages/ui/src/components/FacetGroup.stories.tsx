import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { FacetGroup } from "./FacetGroup";

const meta = { title: "Commerce/FacetGroup", component: FacetGroup } satisfies Meta<typeof FacetGroup>;
export default meta;
type Story = StoryObj;

const GRAPES = [
  ["Sangiovese", 14],
  ["Merlot", 6],
  ["Cabernet Sauvignon", 4],
  ["Vermentino", 3],
  ["Trebbiano", 2],
  ["Canaiolo", 2],
  ["Colorino", 1],
  ["Malvasia", 0],
] as const;

function Facets({ initial = ["Sangiovese"] }: { initial?: string[] }) {
  const t = useSample();
  const [grapes, setGrapes] = useState<string[]>(initial);
  const [price, setPrice] = useState<string[]>([]);
  return (
    <div className="grid max-w-xs gap-6">
      <FacetGroup
        legend={t.facetGrape}
        options={GRAPES.map(([value, count]) => ({ value, label: value, count }))}
        selected={grapes}
        onChange={setGrapes}
        moreLabel={t.facetMore}
        lessLabel={t.facetLess}
      />
      <FacetGroup
        single
        legend={t.facetPrice}
        options={[
          { value: "", label: t.facetAnyPrice, count: 27 },
          { value: "0-2000", label: t.facetPriceLow, count: 9 },
          { value: "2000-5000", label: t.facetPriceMid, count: 15 },
          { value: "5000-", label: t.facetPriceHigh, count: 3 },
        ]}
        selected={price}
        onChange={setPrice}
        moreLabel={t.facetMore}
        lessLabel={t.facetLess}
      />
    </div>
  );
}

/** A grape facet with one value chosen (a value that would give nothing is disabled), and a price band facet. */
export const Chosen: Story = { render: () => <Facets /> };

/** The long list folds: "show all" lists every grape; Space ticks a checkbox; a band replaces "any price". */
export const Keyboard: Story = {
  render: () => <Facets initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("checkbox", { name: /Colorino/ })).toBeNull();
    const more = canvas.getByRole("button");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("checkbox", { name: /Malvasia/ })).toBeDisabled();
    const merlot = canvas.getByRole("checkbox", { name: /Merlot/ });
    merlot.focus();
    await userEvent.keyboard(" ");
    await expect(merlot).toBeChecked();
    const radios = canvas.getAllByRole("radio");
    await expect(radios[0]).toBeChecked();
    await userEvent.click(radios[2]!);
    await expect(radios[2]).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
  },
};
