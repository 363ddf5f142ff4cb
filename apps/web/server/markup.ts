/**
 * Whether React's markup is complete: no Suspense boundary still pending (`<!--$?-->`, whose content React would
 * stream later with an inline script the page's CSP refuses) or left for the browser after a server error
 * (`<!--$!-->`). Only complete markup is kept for other visitors; crawlers always get complete markup.
 */
export const isCompleteMarkup = (markup: string): boolean =>
  !markup.includes("<!--$?-->") && !markup.includes("<!--$!-->");
