import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { sampleText, useSample } from "../stories/sample";
import { Button } from "./Button";
import { Checkbox } from "./Checkbox";
import { Dialog, DialogClose } from "./Dialog";
import { Select } from "./Select";
import { TextField } from "./TextField";

const meta = { title: "Overlays/Dialog", component: Dialog } satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj;

/** Title, description, size and the close button are controls; the button opens the dialog. */
export const Playground: StoryObj<typeof Dialog> = {
  args: {
    title: sampleText.en.addressTitle,
    description: sampleText.en.addressDescription,
    size: "md",
    hideClose: false,
    children: sampleText.en.errorText,
  },
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    children: { control: "text" },
    trigger: { control: false },
    footer: { control: false },
  },
  render: function Render(args) {
    const t = useSample();
    return <Dialog {...args} trigger={<Button variant="outline">{t.addressTitle}</Button>} />;
  },
};

const onSave = fn();

/** The storefront's address dialog: required fields marked *, a country select, save / cancel. */
function AddressDialog({
  defaultOpen = false,
  withErrors = false,
}: {
  defaultOpen?: boolean;
  withErrors?: boolean;
}) {
  const t = useSample();
  const [open, setOpen] = useState(defaultOpen);
  const [country, setCountry] = useState<string | undefined>("IT");
  const req = { required: t.required };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.addressTitle}
      description={t.addressDescription}
      labels={{ close: t.cancel }}
      trigger={<Button variant="outline">{t.addressTitle}</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">{t.cancel}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onSave();
              setOpen(false);
            }}
          >
            {t.save}
          </Button>
        </>
      }
    >
      <form className="grid grid-cols-6 gap-4" onSubmit={(event) => event.preventDefault()}>
        <TextField
          className="col-span-6 sm:col-span-3"
          label={t.firstName}
          required
          labels={req}
          autoComplete="given-name"
        />
        <TextField
          className="col-span-6 sm:col-span-3"
          label={t.lastName}
          required
          labels={req}
          autoComplete="family-name"
        />
        <TextField
          className="col-span-4"
          label={t.street}
          required
          labels={req}
          autoComplete="address-line1"
          error={withErrors ? t.requiredError : undefined}
        />
        <TextField className="col-span-2" label={t.number} required labels={req} />
        <TextField className="col-span-3" label={t.zip} required labels={req} autoComplete="postal-code" />
        <TextField
          className="col-span-3"
          label={t.city}
          required
          labels={req}
          autoComplete="address-level2"
        />
        <Select
          className="col-span-6 sm:col-span-3"
          label={t.country}
          required
          labels={req}
          value={country}
          onValueChange={setCountry}
          options={[
            { value: "IT", label: "Italia" },
            { value: "FR", label: "France" },
            { value: "DE", label: "Deutschland" },
          ]}
        />
        <TextField className="col-span-6 sm:col-span-3" label={t.phone} type="tel" autoComplete="tel" />
        <Checkbox className="col-span-6" label={t.savePaymentMethod} />
      </form>
    </Dialog>
  );
}

export const Closed: Story = { render: () => <AddressDialog /> };
export const AddressForm: Story = { render: () => <AddressDialog defaultOpen /> };
export const WithErrors: Story = { render: () => <AddressDialog defaultOpen withErrors /> };

export const Confirm: Story = {
  render: () => {
    const t = useSample();
    return (
      <Dialog
        defaultOpen
        size="sm"
        title={`${t.remove}?`}
        description={t.wine}
        labels={{ close: t.cancel }}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">{t.cancel}</Button>
            </DialogClose>
            <Button variant="danger">{t.remove}</Button>
          </>
        }
      />
    );
  },
};

export const FocusTrapAndEscape: Story = {
  render: () => <AddressDialog />,
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: /address|indirizzo/i });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole("dialog");
    await expect(dialog).toHaveAccessibleName(/address|indirizzo/i);
    await expect(dialog).toHaveAccessibleDescription(/\*/);
    // Focus moves into the dialog, to the first field.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Tab through every control and past the end: focus never leaves the dialog.
    for (let i = 0; i < 16; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The page behind is hidden from assistive technology.
    await expect(trigger.closest("[aria-hidden=true]")).not.toBeNull();
    // Escape closes it and focus returns to the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const SaveCloses: Story = {
  render: () => <AddressDialog />,
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /address|indirizzo/i }));
    const dialog = await canvas.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/^(first name|nome)\b/i), "Giulia");
    await userEvent.click(within(dialog).getByRole("button", { name: /^(save|salva)$/i }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(onSave).toHaveBeenCalledOnce();
  },
};

export const SelectInsideDialog: Story = {
  render: () => <AddressDialog defaultOpen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog");
    const country = within(dialog).getByRole("combobox", { name: /country|paese/i });
    country.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await canvas.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "France" }));
    await waitFor(() => expect(canvas.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(country).toHaveTextContent("France");
    // Escape closes the list first, the dialog stays open.
    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(canvas.getByRole("dialog")).toBeInTheDocument();
  },
};
