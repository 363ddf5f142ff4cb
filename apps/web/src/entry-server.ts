// The server renderer's bundle (`vite build --ssr`, into dist/ssr): the storefront's screens compiled as the client's
// are (Lingui macros), loaded by the production server at start (server/renderer.ts).
export {
  inlinedDataScreen,
  loadAllCatalogs,
  prepareData,
  preparePage,
  serverRenderedScreen,
} from "@club/storefront/server";
