import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  // The introduction and the components' usage pages (MDX) first, then the stories beside the components.
  stories: ["../src/**/*.mdx", "../src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // The TypeScript checker reads the props through imported types, so a union such as Button's `variant` shows
    // its values ("primary" | "secondary" | …) in the props table and as options in Controls, not "union".
    reactDocgen: "react-docgen-typescript",
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The kit's own props only, not every attribute of the underlying HTML element.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};

export default config;
