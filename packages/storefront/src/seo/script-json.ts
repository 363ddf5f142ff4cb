/**
 * JSON safe inside a `<script>` element (the page's bootstrap data, JSON-LD, dehydrated queries): whatever a club,
 * a product or a query string holds, the text can't end the element (`</script>`), open a comment (`<!--`) or break
 * a line for an old parser (U+2028/2029).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
