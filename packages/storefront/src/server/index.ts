export { inlinedDataScreen, serverRenderedScreen } from "../router/lookup";
export {
  loadAllCatalogs,
  type PreparedPage,
  prepareData,
  preparePage,
  type ServerPageRequest,
} from "./render";
