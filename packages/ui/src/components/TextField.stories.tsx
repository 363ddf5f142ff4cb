import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { sampleText, useSample } from "../stories/sample";
import { Button } from "./Button";
import { TextField } from "./TextField";

const meta = { title: "Forms/TextField", component: TextField } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj;

/** Every prop is a control: label, hint, error, required, disabled, multiline… */
export const Playground: StoryObj<typeof TextField> = {
  args: {
    label: sampleText.en.email,
    type: "email",
    placeholder: "giulia@example.com",
    hint: sampleText.en.passwordHint,
    required: true,
    disabled: false,
    multiline: false,
    hideLabel: false,
  },
  argTypes: { error: { control: "text" }, hint: { control: "text" }, label: { control: "text" } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
};

export const States: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="grid max-w-md gap-5">
        <TextField label={t.firstName} placeholder="Giulia" autoComplete="given-name" />
        <TextField
          label={t.email}
          type="email"
          required
          labels={{ required: t.required }}
          defaultValue="giulia@"
          error={t.emailError}
        />
        <TextField
          label={t.password}
          type="password"
          required
          labels={{ required: t.required }}
          hint={t.passwordHint}
        />
        <TextField label={t.city} disabled defaultValue="Montalcino" />
        <TextField label={t.addressDescription} multiline />
      </div>
    );
  },
};

export const WithAdornment: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-sm">
        <TextField
          label="Coupon"
          defaultValue="WELCOME10"
          endAdornment={
            <Button size="sm" variant="ghost">
              {t.save}
            </Button>
          }
        />
      </div>
    );
  },
};

export const ValidationFlow: Story = {
  render: () => {
    const t = useSample();
    const [value, setValue] = useState("");
    const [touched, setTouched] = useState(false);
    const error = touched && value.length < 8 ? t.passwordError : undefined;
    return (
      <div className="max-w-md">
        <TextField
          label={t.password}
          type="password"
          required
          labels={{ required: t.required }}
          hint={t.passwordHint}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          error={error}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/password/i);
    await expect(input).toHaveAttribute("aria-required", "true");
    await userEvent.type(input, "short");
    await userEvent.tab();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/8/);
    await userEvent.type(input, "enough!");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};
