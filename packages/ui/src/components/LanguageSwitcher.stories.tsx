import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { LanguageSwitcher } from "./LanguageSwitcher";

const meta = { title: "Navigation/LanguageSwitcher", component: LanguageSwitcher } satisfies Meta<
  typeof LanguageSwitcher
>;
export default meta;
type Story = StoryObj;

function Demo() {
  const t = useSample();
  const [value, setValue] = useState("en");
  return (
    <LanguageSwitcher
      label={t.language}
      value={value}
      onValueChange={setValue}
      languages={[
        { code: "it", label: "Italiano" },
        { code: "en", label: "English" },
      ]}
    />
  );
}

export const Default: Story = { render: () => <Demo /> };

export const Switching: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const it = canvas.getByRole("button", { name: /italiano/i });
    const en = canvas.getByRole("button", { name: /english/i });
    await expect(en).toHaveAttribute("aria-pressed", "true");
    await userEvent.tab();
    await expect(it).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(it).toHaveAttribute("aria-pressed", "true");
    await expect(en).toHaveAttribute("aria-pressed", "false");
  },
};
