import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleText, useSample } from "../stories/sample";
import { Button } from "./Button";
import { ToastProvider, useToast } from "./Toast";
import { Toast } from "./ToastCard";

const meta = { title: "Feedback/Toast", component: Toast } satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj;

/** Tone, title and description are controls. */
export const Playground: StoryObj<typeof Toast> = {
  args: { tone: "success", title: sampleText.en.added, description: sampleText.en.wine },
  argTypes: { title: { control: "text" }, description: { control: "text" }, action: { control: false } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
};

export const Tones: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="grid max-w-sm gap-3">
        <Toast
          tone="success"
          title={t.added}
          description={t.wine}
          onDismiss={() => {}}
          labels={{ dismiss: t.dismiss }}
        />
        <Toast tone="info" title={t.saved} />
        <Toast tone="warning" title={t.lowStock} description={t.wine2} />
        <Toast tone="error" title={t.errorTitle} description={t.errorText} />
      </div>
    );
  },
};

function Trigger() {
  const t = useSample();
  const { toast } = useToast();
  return (
    <div className="flex gap-2">
      <Button onClick={() => toast({ title: t.added, description: t.wine, tone: "success", duration: 0 })}>
        {t.addToCart}
      </Button>
      <Button
        variant="outline"
        onClick={() => toast({ title: t.errorTitle, description: t.errorText, tone: "error", duration: 600 })}
      >
        {t.retry}
      </Button>
    </div>
  );
}

export const FromAnAction: Story = {
  render: () => {
    const t = useSample();
    return (
      <ToastProvider label={t.notifications} labels={{ dismiss: t.dismiss }}>
        <Trigger />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The live region comes when the browser is idle after the first render (its own module).
    const region = await canvas.findByRole("region", { name: /notifications|notifiche/i });
    await userEvent.click(canvas.getByRole("button", { name: /add to cart|aggiungi/i }));
    const toast = await within(region).findByRole("status");
    await expect(toast).toHaveTextContent(/added|aggiunto/i);
    // Errors interrupt (role=alert) and close by themselves after their duration.
    await userEvent.click(canvas.getByRole("button", { name: /try again|riprova/i }));
    await within(region).findByRole("alert");
    await waitFor(() => expect(within(region).queryByRole("alert")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    // The dismiss button closes a toast.
    await userEvent.click(within(region).getByRole("button", { name: /dismiss|chiudi/i }));
    await expect(within(region).queryByRole("status")).not.toBeInTheDocument();
  },
};
