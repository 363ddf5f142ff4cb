import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { sampleText, useSample } from "../stories/sample";
import { Alert } from "./Alert";
import { Button } from "./Button";

const meta = { title: "Feedback/Alert", component: Alert } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj;

/** Tone, title and text are controls. */
export const Playground: StoryObj<typeof Alert> = {
  args: { tone: "warning", title: sampleText.en.errorTitle, children: sampleText.en.errorText },
  argTypes: { title: { control: "text" }, children: { control: "text" }, action: { control: false } },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
};

export const Tones: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="grid max-w-xl gap-3">
        <Alert tone="info" title={t.shipping}>
          {t.receiptHint}
        </Alert>
        <Alert tone="success" title={t.saved}>
          {t.savedText}
        </Alert>
        <Alert tone="warning">{t.missing(2, 6)}</Alert>
        <Alert
          tone="error"
          title={t.errorTitle}
          action={
            <Button size="sm" variant="outline">
              {t.retry}
            </Button>
          }
        >
          {t.errorText}
        </Alert>
      </div>
    );
  },
};

export const Dismissible: Story = {
  render: () => {
    const t = useSample();
    const [shown, setShown] = useState(true);
    return shown ? (
      <Alert tone="success" title={t.saved} onDismiss={() => setShown(false)} labels={{ dismiss: t.dismiss }}>
        {t.savedText}
      </Alert>
    ) : (
      <p>—</p>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /dismiss|chiudi/i }));
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};
