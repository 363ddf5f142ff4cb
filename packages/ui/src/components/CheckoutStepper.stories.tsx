import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { type SampleText, sampleText, useSample } from "../stories/sample";
import { Button } from "./Button";
import { type CheckoutStep, type CheckoutStepId, CheckoutStepper } from "./CheckoutStepper";

const meta = { title: "Commerce/CheckoutStepper", component: CheckoutStepper } satisfies Meta<
  typeof CheckoutStepper
>;
export default meta;
type Story = StoryObj;

/** The current step, the completed ones and the steps' names are controls. */
export const Playground: StoryObj<typeof CheckoutStepper> = {
  args: {
    label: sampleText.en.checkoutSteps,
    steps: steps(sampleText.en),
    current: "shipping",
    completed: ["information", "invoicing"],
    onStepSelect: fn(),
  },
  argTypes: {
    current: { control: "radio", options: ["information", "invoicing", "shipping", "payment"] },
    completed: { control: "check", options: ["information", "invoicing", "shipping", "payment"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
};

function steps(t: SampleText, hidden: Partial<Record<CheckoutStepId, boolean>> = {}): CheckoutStep[] {
  return (["information", "invoicing", "shipping", "payment"] as const).map((id) => ({
    id,
    label: t.steps[id],
    hidden: hidden[id],
  }));
}

const onSelect = fn();

function Flow({ hidden = {} }: { hidden?: Partial<Record<CheckoutStepId, boolean>> }) {
  const t = useSample();
  const all = steps(t, hidden);
  const visible = all.filter((step) => !step.hidden).map((step) => step.id);
  const [current, setCurrent] = useState<CheckoutStepId>(visible[0]!);
  const [completed, setCompleted] = useState<CheckoutStepId[]>([]);
  const index = visible.indexOf(current);
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <CheckoutStepper
        label={t.checkoutSteps}
        steps={all}
        current={current}
        completed={completed}
        onStepSelect={(id) => {
          onSelect(id);
          setCurrent(id);
        }}
        labels={{ progress: (n, total) => `${n} / ${total}` }}
      />
      <div className="flex gap-2">
        <Button variant="outline" disabled={index === 0} onClick={() => setCurrent(visible[index - 1]!)}>
          {t.back}
        </Button>
        <Button
          disabled={index === visible.length - 1}
          onClick={() => {
            setCompleted((done) => (done.includes(current) ? done : [...done, current]));
            setCurrent(visible[index + 1]!);
          }}
        >
          {t.continue}
        </Button>
      </div>
    </div>
  );
}

export const AllSteps: Story = { render: () => <Flow /> };
export const ReceiptAndPickup: Story = {
  name: "Receipt + pickup (invoicing and shipping hidden)",
  render: () => <Flow hidden={{ invoicing: true, shipping: true }} />,
};
export const PayInPerson: Story = {
  name: "Pickup with pay in person (payment hidden)",
  render: () => <Flow hidden={{ invoicing: true, shipping: true, payment: true }} />,
};

export const OnPayment: Story = {
  render: () => {
    const t = useSample();
    return (
      <CheckoutStepper
        label={t.checkoutSteps}
        steps={steps(t)}
        current="payment"
        completed={["information", "invoicing", "shipping"]}
        onStepSelect={() => {}}
      />
    );
  },
};

export const Navigation: Story = {
  render: () => <Flow hidden={{ invoicing: true }} />,
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: /checkout|passaggi/i });
    const items = within(nav).getAllByRole("listitem");
    // Invoicing is hidden: three steps.
    await expect(items).toHaveLength(3);
    await expect(
      within(within(nav).getByRole("list"))
        .getByText(/information|dati/i)
        .closest("[aria-current]"),
    ).toHaveAttribute("aria-current", "step");
    // Nothing is done yet: no step is a button.
    await expect(within(nav).queryAllByRole("button")).toHaveLength(0);
    const next = canvas.getByRole("button", { name: /continue|continua/i });
    await userEvent.click(next);
    await userEvent.click(next);
    // On payment: information and shipping are completed buttons.
    const done = within(nav).getAllByRole("button");
    await expect(done).toHaveLength(2);
    await expect(done[0]).toHaveAccessibleName(/completed/);
    // Arrow keys move between completed steps; Enter goes back to one.
    done[0]!.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(done[1]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(done[0]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(done[1]).toHaveFocus();
    await userEvent.keyboard("{Home}{Enter}");
    await expect(onSelect).toHaveBeenCalledWith("information");
    await expect(
      within(within(nav).getByRole("list"))
        .getByText(/information|dati/i)
        .closest("[aria-current]"),
    ).toHaveAttribute("aria-current", "step");
  },
};
