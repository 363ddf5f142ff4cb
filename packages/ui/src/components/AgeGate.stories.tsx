import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { AgeGate } from "./AgeGate";
import { Link } from "./Link";

const meta = { title: "Overlays/AgeGate", component: AgeGate } satisfies Meta<typeof AgeGate>;
export default meta;
type Story = StoryObj;

/** The storefront's first-visit age check, as the club's visitors meet it; answering "under 18" shows the refusal. */
function FirstVisit({ initiallyRefused = false }: { initiallyRefused?: boolean }) {
  const t = useSample();
  const [open, setOpen] = useState(true);
  const [refused, setRefused] = useState(initiallyRefused);
  return (
    <AgeGate
      open={open}
      brand={<p className="font-heading font-semibold text-2xl text-primary-ink">{t.shopName}</p>}
      title={t.ageTitle}
      question={t.ageQuestion}
      confirmLabel={t.ageConfirm}
      refuseLabel={t.ageRefuse}
      onConfirm={() => setOpen(false)}
      onRefuse={() => setRefused(true)}
      refusal={refused ? { title: t.ageRefusalTitle, body: t.ageRefusalBody } : null}
      links={<Link href="#policy">{t.privacyPolicy}</Link>}
    />
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The question: Escape does not dismiss it; Tab reaches both answers; the confirming answer closes it. */
export const Question: Story = {
  render: () => <FirstVisit />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toHaveAttribute("data-state", "open");
    const buttons = within(dialog).getAllByRole("button");
    await expect(buttons).toHaveLength(2);
    await expect(dialog).toHaveAccessibleDescription(/18/);
  },
};

/** "I am under 18" replaces the question with the polite refusal; no way past it. */
export const Refused: Story = {
  render: () => <FirstVisit />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole("dialog");
    await userEvent.click(within(dialog).getAllByRole("button")[0]!);
    await waitFor(() => expect(within(dialog).queryAllByRole("button")).toHaveLength(0));
    await expect(within(dialog).getByRole("link")).toBeInTheDocument();
  },
};
