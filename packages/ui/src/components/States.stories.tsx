import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Button } from "./Button";
import { EmptyState } from "./EmptyState";
import { ErrorBox } from "./ErrorBox";
import { CartIcon } from "./icons/CartIcon";
import { GiftIcon } from "./icons/GiftIcon";

const meta = { title: "Feedback/Empty and error states", component: EmptyState } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj;

export const EmptyCart: Story = {
  render: () => {
    const t = useSample();
    return (
      <EmptyState
        icon={<CartIcon />}
        title={t.emptyTitle}
        description={t.emptyText}
        action={<Button>{t.browse}</Button>}
      />
    );
  },
};

export const NoPrograms: Story = {
  render: () => {
    const t = useSample();
    return <EmptyState icon={<GiftIcon />} title={t.fidelity} description={t.emptyText} />;
  },
};

const onRetry = fn();
export const RenderError: Story = {
  name: "Error box (red on light grey)",
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-xl">
        <ErrorBox
          title={t.errorTitle}
          message={t.errorText}
          details="API Error · 503"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t.retry}
            </Button>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const alert = within(canvasElement).getByRole("alert");
    await expect(getComputedStyle(alert).backgroundColor).toBe("rgb(238, 238, 238)");
    await userEvent.click(within(alert).getByRole("button"));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const MessageOnly: Story = {
  render: () => <ErrorBox message="TypeError: Cannot read properties of undefined (reading 'shops')" />,
};
