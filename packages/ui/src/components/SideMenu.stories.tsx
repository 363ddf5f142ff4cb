import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Logo, navSections, StoryShell } from "../stories/shell";
import { Button } from "./Button";
import { SideMenu, UserBlock } from "./SideMenu";

const meta = { title: "Navigation/SideMenu", component: SideMenu } satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj;

export const InADrawer: Story = { render: () => <StoryShell startOpen /> };
export const InADrawerLoggedOut: Story = { render: () => <StoryShell startOpen loggedIn={false} /> };

export const Inline: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-xs rounded-card border border-border bg-surface">
        <SideMenu
          label={t.menu}
          logo={<Logo />}
          sections={navSections(t, { fidelity: false })}
          footer={
            <UserBlock
              name="Giulia Rossi"
              email="giulia@example.com"
              actions={<Button size="sm">{t.profile}</Button>}
            />
          }
        />
      </div>
    );
  },
};

const onNavigate = fn();
const onItemSelect = fn();
export const ClientSideNavigation: Story = {
  render: () => {
    const t = useSample();
    return (
      <div className="max-w-xs">
        <SideMenu
          label={t.menu}
          sections={navSections(t)}
          onNavigate={onNavigate}
          onItemSelect={onItemSelect}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    onItemSelect.mockClear();
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: /red wines|vini rossi/i });
    link.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith("#reds", expect.anything()));
    await expect(onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "reds" }));
  },
};
