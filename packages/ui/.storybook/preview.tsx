import type { Decorator, Preview } from "@storybook/react-vite";
import "./preview.css";
import { localizeArgs, type SampleLocale, SampleProvider } from "../src/stories/sample";
import { storyThemes } from "../src/stories/themes";
import { ThemeProvider } from "../src/theme/ThemeProvider";
import { ThemedDocsContainer } from "./docs-container";

// The test run pins a theme per Vitest project (see vitest.config.ts); Storybook itself uses the toolbar.
declare const __CLUB_STORY_THEME__: string | undefined;
declare const __CLUB_STORY_LOCALE__: string | undefined;
const pinnedTheme = typeof __CLUB_STORY_THEME__ === "string" ? __CLUB_STORY_THEME__ : undefined;
const pinnedLocale = typeof __CLUB_STORY_LOCALE__ === "string" ? __CLUB_STORY_LOCALE__ : undefined;

const withThemeAndLocale: Decorator = (Story, context) => {
  const themeName = (pinnedTheme ?? context.globals.theme ?? "default") as keyof typeof storyThemes;
  const locale = (pinnedLocale ?? context.globals.locale ?? "en") as SampleLocale;
  // Args given as English sample text (what the Controls panel shows) read in the toolbar's language until a
  // designer edits them: an edited value is shown as typed.
  return (
    <ThemeProvider theme={storyThemes[themeName] ?? storyThemes.default}>
      <SampleProvider locale={locale}>
        <div lang={locale}>
          <Story args={localizeArgs(context.args, locale)} />
        </div>
      </SampleProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Club theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "default", title: "Default theme" },
          { value: "brand", title: "Club brand" },
          { value: "dark", title: "Dark palette" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Sample text language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "it", title: "Italiano" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "default", locale: "en" },
  // A docs page (props table from the TypeScript types) for every component.
  tags: ["autodocs"],
  decorators: [withThemeAndLocale],
  parameters: {
    // Components sit in a padded canvas (docs previews too); screen-level stories ask for "fullscreen".
    layout: "padded",
    docs: { container: ThemedDocsContainer },
    options: {
      // The sidebar in the order a designer reads the kit: the introduction and tokens, then components from the
      // smallest to the composed screens.
      storySort: {
        order: [
          "Introduction",
          "Theme",
          "Actions",
          "Forms",
          "Commerce",
          "Feedback",
          "Overlays",
          "Navigation",
          "Display",
          "Screens",
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe in the test run; a violation fails it. Beyond axe's default rules: WCAG
    // 2.5.3 Label in Name (a control's accessible name contains its visible text), experimental in axe.
    a11y: {
      test: "error",
      config: { rules: [{ id: "label-content-name-mismatch", enabled: true }] },
      options: { rules: { "label-content-name-mismatch": { enabled: true } } },
    },
  },
};

export default preview;
