import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { IconButton } from "./IconButton";
import { CartIcon } from "./icons/CartIcon";
import { CloseIcon } from "./icons/CloseIcon";
import { MenuIcon } from "./icons/MenuIcon";
import { TrashIcon } from "./icons/TrashIcon";
import { UserIcon } from "./icons/UserIcon";

const meta = { title: "Actions/IconButton", component: IconButton } satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj;

export const Variants: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex flex-wrap items-center gap-3">
        <IconButton label={t.menu} icon={<MenuIcon />} />
        <IconButton label={t.profile} icon={<UserIcon />} variant="outline" />
        <IconButton label={t.cartTitle} icon={<CartIcon />} variant="primary" />
        <IconButton label={t.remove} icon={<TrashIcon />} size="sm" />
        <IconButton label={t.closeMenu} icon={<CloseIcon />} size="lg" />
      </div>
    );
  },
};

export const WithBadge: Story = {
  render: () => {
    const t = useSample();
    return <IconButton label={`${t.cartTitle} (3)`} icon={<CartIcon />} badge={3} variant="outline" />;
  },
};

export const LoadingAndDisabled: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="flex gap-3">
        <IconButton label={t.remove} icon={<TrashIcon />} loading />
        <IconButton label={t.remove} icon={<TrashIcon />} disabled />
      </div>
    );
  },
};

const onClick = fn();
export const Keyboard: Story = {
  render: () => {
    const t = useSample();
    return <IconButton label={t.menu} icon={<MenuIcon />} onClick={onClick} />;
  },
  play: async ({ canvasElement }) => {
    onClick.mockClear();
    const button = within(canvasElement).getByRole("button");
    await expect(button).toHaveAccessibleName();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(onClick).toHaveBeenCalledTimes(2);
  },
};
