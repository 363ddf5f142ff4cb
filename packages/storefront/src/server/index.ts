export { serverRenderedScreen } from "../router/lookup";
export { loadAllCatalogs, type PreparedPage, preparePage, type ServerPageRequest } from "./render";
