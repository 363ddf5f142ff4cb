import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSample } from "../stories/sample";
import { Button } from "./Button";
import { Card, CardFooter, CardHeader } from "./Card";
import { Progress } from "./Progress";

const meta = { title: "Display/Card", component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj;

export const Basic: Story = {
  render: () => {
    const t = useSample();
    return (
      <Card as="section" className="max-w-md">
        <CardHeader
          title={t.addressTitle}
          description="Giulia Rossi"
          action={
            <Button size="sm" variant="ghost">
              {t.save}
            </Button>
          }
        />
        <p className="text-fg-muted text-sm leading-relaxed">
          Via del Poggio 12
          <br />
          53024 Montalcino (SI), Italia
        </p>
        <CardFooter>
          <Button variant="outline" size="sm">
            {t.cancel}
          </Button>
          <Button size="sm">{t.save}</Button>
        </CardFooter>
      </Card>
    );
  },
};

export const FidelityProgram: Story = {
  render: () => {
    const t = useSample();
    return (
      <Card as="article" interactive className="max-w-sm">
        <CardHeader title={t.fidelity} description="1 pt / 1 €  ·  01/01 – 31/12" headingLevel={3} />
        <Progress label={t.points} value={320} max={500} valueText={`320 / 500 ${t.points}`} />
      </Card>
    );
  },
};

export const Paddings: Story = {
  render: () => (
    <div className="grid max-w-md gap-3">
      <Card padding="sm">sm</Card>
      <Card padding="md">md</Card>
      <Card padding="lg">lg</Card>
    </div>
  ),
};
