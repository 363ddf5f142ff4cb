import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import babel from "vite-plugin-babel";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { chunkGroups } from "./build/chunk-groups";
import { zopfliGzip } from "./build/zopfli-gzip.mjs";

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    linguiMacros("ts"),
    linguiMacros("tsx"),
    reactRouter(),
    // Every text asset also as .br and .gz at the highest levels (the .gz by Zopfli), once at build time: the server
    // sends the one the browser accepts instead of compressing on each request at a cheaper level.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm(zopfliGzip),
        ],
        include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
        exclude: /\.vite\//,
        threshold: 512,
        skipIfLargerOrEqual: true,
        logLevel: "silent",
      }),
  ],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
  // The server build holds the storefront and its libraries; React and React Router stay the server's own (one copy
  // each, shared with the Hono server's request handler).
  ssr: {
    noExternal: true,
    external: ["react", "react-dom", "react-router", "@react-router/node"],
  },
}));
