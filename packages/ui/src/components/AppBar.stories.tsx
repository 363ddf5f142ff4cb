import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useSample } from "../stories/sample";
import { Logo, StoryShell } from "../stories/shell";
import { AppBar } from "./AppBar";
import { LanguageSwitcher } from "./LanguageSwitcher";

// The app bar spans the page: edge to edge, as in the browser.
const meta = {
  title: "Navigation/AppBar",
  component: AppBar,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppBar>;
export default meta;
type Story = StoryObj;

export const LoggedIn: Story = { render: () => <StoryShell /> };
export const LoggedOut: Story = { render: () => <StoryShell loggedIn={false} cartCount={0} /> };

export const WithoutClubData: Story = {
  name: "Without club data (no menu button)",
  render: () => {
    const t = useSample();
    return (
      <AppBar
        brand={<Logo />}
        end={
          <LanguageSwitcher
            label={t.language}
            value="en"
            onValueChange={() => {}}
            languages={[
              { code: "it", label: "Italiano" },
              { code: "en", label: "English" },
            ]}
          />
        }
      />
    );
  },
};

export const OpensTheDrawer: Story = {
  render: () => <StoryShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole("button", { name: /menu/i });
    await userEvent.click(menuButton);
    const drawer = await canvas.findByRole("dialog");
    await expect(within(drawer).getByRole("navigation")).toBeInTheDocument();
    await expect(within(drawer).getByRole("link", { current: "page" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
  },
};
