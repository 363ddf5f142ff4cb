import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { LoadingScreen } from "./LoadingScreen";
import { ProductCardSkeleton } from "./ProductCard";
import { LongWait, Progress } from "./Progress";
import { Skeleton, SkeletonText } from "./Skeleton";
import { Spinner } from "./Spinner";

const meta = { title: "Feedback/Loading", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj;

export const Spinners: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex items-center gap-6 text-primary-ink">
        <Spinner size="sm" label={t.loading} />
        <Spinner size="md" />
        <Spinner size="lg" />
      </div>
    );
  },
};

export const Skeletons: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-8">
      <div className="flex items-center gap-4">
        <Skeleton shape="circle" className="size-12" />
        <div className="flex-1">
          <SkeletonText lines={2} />
        </div>
      </div>
      <Skeleton shape="block" className="h-32" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <ProductCardSkeleton />
        <ProductCardSkeleton />
        <ProductCardSkeleton className="hidden sm:flex" />
      </div>
    </div>
  ),
};

export const ProgressBars: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="grid max-w-md gap-6">
        <Progress label={t.fidelity} value={320} max={500} valueText={`320 / 500 ${t.points}`} />
        <Progress label={t.checkout} value={75} tone="success" />
        <Progress label={t.loading} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole("progressbar");
    await expect(bars[0]).toHaveAttribute("aria-valuenow", "320");
    await expect(bars[2]).not.toHaveAttribute("aria-valuenow");
  },
};

export const LongWaitIndicator: Story = {
  name: "Long wait (payment)",
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-md">
        <LongWait message={t.processing} label={t.loading} delay={0} hint={t.stillWorking} hintAfter={0} />
      </div>
    );
  },
};

export const LongWaitAppearsAfterDelay: Story = {
  render: () => {
    const t = useSample();
    const [key, setKey] = useState(0);
    useEffect(() => setKey(1), []);
    return <LongWait key={key} message={t.processing} label={t.loading} delay={1500} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(await canvas.findByRole("status", {}, { timeout: 8000 })).toHaveTextContent(
      /payment|pagamento/i,
    );
  },
};

export const LoadingScreenStory: Story = {
  name: "Loading screen",
  render: () => {
    const t = useSample();
    return <LoadingScreen label={t.loading} fullScreen={false} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      /Loading\.\.\.|Caricamento\.\.\./,
    );
  },
};
