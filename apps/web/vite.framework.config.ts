import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import babel from "vite-plugin-babel";

/** Lingui's macros are Babel's: the app's and the storefront's sources pass through it (syntax only) first. */
const linguiMacros = (extension: "ts" | "tsx") =>
  babel({
    include: new RegExp(`[\\\\/](app|storefront[\\\\/]src)[\\\\/].*\\.${extension}$`),
    babelConfig: {
      babelrc: false,
      configFile: false,
      plugins: [
        ["@babel/plugin-syntax-typescript", { isTSX: extension === "tsx" }],
        "@lingui/babel-plugin-lingui-macro",
      ],
    },
  });

export default defineConfig({
  plugins: [tailwindcss(), linguiMacros("ts"), linguiMacros("tsx"), reactRouter()],
  // The workspace's packages are TypeScript sources: bundled into the server build, their libraries stay external.
  ssr: { noExternal: [/^@club\//] },
});
