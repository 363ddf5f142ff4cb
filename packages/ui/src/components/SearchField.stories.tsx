import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { SearchField } from "./SearchField";

const meta = { title: "Forms/SearchField", component: SearchField } satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj;

function Search({ initial = "", busy = false }: { initial?: string; busy?: boolean }) {
  const t = useSample();
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-md">
      <SearchField
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        clearLabel={t.searchClear}
        value={value}
        onValueChange={setValue}
        busy={busy}
      />
    </div>
  );
}

/** Empty: the magnifier, the placeholder, no clear button. */
export const Empty: Story = { render: () => <Search /> };

/** With text while a search runs: the spinner in place of the magnifier, and the clear button. */
export const Searching: Story = { render: () => <Search initial="Chianti" busy /> };

/** Keyboard: typing shows the clear button, Escape empties the box, the clear button empties it and gives focus back. */
export const Keyboard: Story = {
  render: () => <Search />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("searchbox");
    await userEvent.click(box);
    await userEvent.keyboard("brunello");
    await expect(box).toHaveValue("brunello");
    await userEvent.keyboard("{Escape}");
    await expect(box).toHaveValue("");
    await expect(canvas.queryByRole("button")).toBeNull();
    await userEvent.keyboard("rosso");
    await userEvent.click(canvas.getByRole("button"));
    await expect(box).toHaveValue("");
    await expect(box).toHaveFocus();
  },
};
