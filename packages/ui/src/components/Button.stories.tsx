import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleText, useSample } from "../stories/sample";
import { Button } from "./Button";
import { CartIcon } from "./icons/CartIcon";
import { ChevronRightIcon } from "./icons/ChevronRightIcon";

const meta = {
  title: "Actions/Button",
  component: Button,
  // English sample text: the toolbar's language translates it until it is edited in Controls.
  args: { onClick: fn(), children: sampleText.en.addToCart, variant: "primary", size: "md" },
  argTypes: {
    children: { control: "text" },
    startIcon: { control: false },
    endIcon: { control: false },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop is a control: change the text, variant, size or state in the Controls panel. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" startIcon={<CartIcon />}>
          {t.addToCart}
        </Button>
        <Button variant="secondary">{t.checkout}</Button>
        <Button variant="outline">{t.cancel}</Button>
        <Button variant="ghost">{t.back}</Button>
        <Button variant="danger">{t.delete}</Button>
        <Button variant="link" endIcon={<ChevronRightIcon />}>
          {t.browse}
        </Button>
      </div>
    );
  },
};

export const Sizes: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">{t.save}</Button>
        <Button size="md">{t.save}</Button>
        <Button size="lg">{t.save}</Button>
        <Button fullWidth>{t.checkout}</Button>
      </div>
    );
  },
};

export const Loading: Story = {
  args: { loading: true, children: sampleText.en.adding },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: sampleText.en.outOfStock },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: () => {
    const t = useSample();
    return (
      <Button asChild variant="outline">
        <a href="#shop">{t.browse}</a>
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("href", "#shop");
  },
};

/** `asChild` keeps the icons: they render inside the link, around its text, and stay hidden from assistive tech. */
export const AsLinkWithIcons: Story = {
  render: (args) => {
    const t = useSample();
    return (
      <Button
        asChild
        onClick={(event) => {
          event.preventDefault(); // stay on the test page
          args.onClick?.(event);
        }}
        startIcon={<CartIcon data-testid="start-icon" />}
        endIcon={<ChevronRightIcon />}
      >
        <a href="#cart">{t.checkout}</a>
      </Button>
    );
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link");
    await expect(link).toHaveAttribute("href", "#cart");
    // One element: the link itself carries the button's look and holds both icons and the text.
    await expect(link.className).toMatch(/inline-flex/);
    const icons = link.querySelectorAll(":scope > svg");
    await expect(icons).toHaveLength(2);
    await expect(link.firstElementChild).toBe(within(link).getByTestId("start-icon"));
    await expect(link.lastChild).toBe(icons[1]);
    for (const icon of icons) await expect(icon).toHaveAttribute("aria-hidden", "true");
    await expect(link).toHaveAccessibleName(/^(Go to checkout|Vai alla cassa)$/);
    // The button's onClick reaches the link too.
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
