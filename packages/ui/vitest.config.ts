import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, chromiumPath } from "@club/chromium";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium; never a downloaded browser. CHROMIUM_PATH overrides it.
const executablePath = chromiumPath();
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  }),
  instances: [{ browser: "chromium" as const }],
});

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    // Generous limits: CI runs the other packages' builds and tests on the same two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Every story is a test: it must render, pass its play function and have no axe violations.
      // The stories run twice: default (light) palette with English text, and dark palette with Italian text,
      // so contrast is checked in both modes and the longer Italian copy too. The club brand theme is covered
      // by the Theme/Tokens stories, which render every theme side by side.
      ...(
        [
          ["default", "en"],
          ["dark", "it"],
        ] as const
      ).map(([theme, locale]) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        define: {
          __CLUB_STORY_THEME__: JSON.stringify(theme),
          __CLUB_STORY_LOCALE__: JSON.stringify(locale),
        },
        test: { name: `storybook-${theme}-${locale}`, browser: browser() },
      })),
      {
        // Component and theme tests beside the components (*.test.ts(x)), in the same Chromium.
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, "src/**/*.node.test.ts"],
          setupFiles: ["./src/test-setup.ts"],
          browser: browser(),
        },
      },
      {
        // Build checks (*.node.test.ts) that run Vite itself, in Node: e.g. one module per icon in the chunks.
        test: { name: "node", include: ["src/**/*.node.test.ts"], environment: "node" },
      },
    ],
  },
});
