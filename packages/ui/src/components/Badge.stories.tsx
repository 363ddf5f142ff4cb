import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSample } from "../stories/sample";
import { Badge } from "./Badge";
import { CheckIcon } from "./icons/CheckIcon";

const meta = { title: "Display/Badge", component: Badge } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj;

const tones = ["neutral", "primary", "secondary", "success", "warning", "error", "info"] as const;

export const Soft: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex flex-wrap gap-2">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone === "success"
              ? t.inStock
              : tone === "warning"
                ? t.lowStock
                : tone === "error"
                  ? t.outOfStock
                  : t.newBadge}
          </Badge>
        ))}
        <Badge tone="success" icon={<CheckIcon />}>
          {t.organic}
        </Badge>
      </div>
    );
  },
};

export const Solid: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex flex-wrap gap-2">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} variant="solid">
            {t.newBadge}
          </Badge>
        ))}
      </div>
    );
  },
};
