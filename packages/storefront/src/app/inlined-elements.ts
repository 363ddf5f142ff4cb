/** The query cache the server rendered the page from (architecture §9), when it did. */
export const SERVER_STATE_ELEMENT_ID = "club-state";

/**
 * The public data the server read for a screen the browser renders (`ScreenRoute.inlineData`), when it did: the
 * cache starts from it, and the screen's first render waits for no public read.
 */
export const SERVER_DATA_ELEMENT_ID = "club-data";
