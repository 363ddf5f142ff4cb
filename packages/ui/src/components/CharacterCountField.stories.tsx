import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { CharacterCountField, characterCount } from "./CharacterCountField";

const meta = { title: "Forms/CharacterCountField", component: CharacterCountField } satisfies Meta<
  typeof CharacterCountField
>;
export default meta;
type Story = StoryObj;

function GiftMessage({ initial, max = 300 }: { initial?: string; max?: number }) {
  const t = useSample();
  const [value, setValue] = useState(initial ?? "");
  return (
    <div className="max-w-md">
      <CharacterCountField
        label={t.giftMessage}
        hint={t.giftHint}
        value={value}
        onValueChange={setValue}
        max={max}
        countLabel={t.giftCount}
        remainingLabel={t.giftRemaining}
        error={characterCount(value) > max ? t.giftTooLong : undefined}
      />
    </div>
  );
}

/** Empty: the label, the hint and the count at zero. */
export const Empty: Story = { render: () => <GiftMessage /> };

/** A message with line breaks, well within the limit. */
export const Written: Story = { render: () => <WrittenMessage /> };

function WrittenMessage() {
  return <GiftMessage initial={useSample().slipNote} />;
}

/**
 * Typing counts characters as people do (an emoji is one) and describes the field with the count; past the limit
 * the count turns into an error and the text is kept, not cut.
 */
export const OverTheLimit: Story = {
  render: () => <GiftMessage max={10} initial="Auguri 🍷" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox");
    await expect(canvas.getByText(/^8\/10/)).toBeInTheDocument();
    await expect(box).toHaveAccessibleDescription(/8\/10/);
    await userEvent.click(box);
    await userEvent.keyboard("!!!!");
    await expect(box).toHaveValue("Auguri 🍷!!!!");
    await waitFor(() => expect(box).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.getByText(/^12\/10/)).toBeInTheDocument();
  },
};
