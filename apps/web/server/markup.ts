/**
 * Whether React's markup is complete: no Suspense boundary still pending (`<!--$?-->`, whose content React would
 * stream later with an inline script the page's CSP refuses) or left for the browser after a server error
 * (`<!--$!-->`). Only complete markup is kept for other visitors; crawlers always get complete markup.
 */
export const isCompleteMarkup = (markup: string): boolean =>
  !markup.includes("<!--$?-->") && !markup.includes("<!--$!-->");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** An attribute's value as React escaped it into the markup, unescaped. */
export const attributeText = (value: string): string =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ENTITIES[name] ?? "");

/**
 * The pictures the markup asks for at high priority (`fetchpriority="high"`: the page's largest paint above the fold),
 * in order: named in the head, they are fetched before the scripts and while the body is still on its way.
 */
export function priorityImagesOf(markup: string): string[] {
  const sources: string[] = [];
  for (const [img] of markup.matchAll(/<img\s[^>]*>/gi)) {
    if (!/\sfetchpriority="high"/i.test(img)) continue;
    const src = img.match(/\ssrc="([^"]*)"/)?.[1];
    if (src && !sources.includes(attributeText(src))) sources.push(attributeText(src));
  }
  return sources;
}
