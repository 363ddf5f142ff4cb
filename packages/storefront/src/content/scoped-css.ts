/**
 * A custom component's CSS, confined to the component: wrapped in `@scope` on the component's element, so a club's
 * rules style its own block and nothing else of the page. CSS whose blocks don't balance could close the scope
 * early and reach the page, so it is refused (the platform already drops CSS it cannot parse; this is the second
 * guard).
 */
export function scopedComponentCss(componentId: string, css: string | null | undefined): string | null {
  if (!css?.trim() || !/^[A-Za-z0-9_-]+$/.test(componentId) || !balanced(css)) return null;
  return `@scope ([data-component-id="${componentId}"]) {\n${css}\n}`;
}

/** True when every `{` closes, ignoring braces inside strings and comments. */
function balanced(css: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      if (end === -1) return false;
      i = end + 1;
    } else if (char === "{") depth++;
    else if (char === "}" && --depth < 0) return false;
  }
  return depth === 0 && quote === null;
}
