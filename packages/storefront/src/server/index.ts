export {
  loadAllCatalogs,
  type PreparedPage,
  preparePage,
  SERVER_RENDERED,
  type ServerPageData,
  type ServerPageRequest,
  serverRenderedScreen,
} from "./render";
