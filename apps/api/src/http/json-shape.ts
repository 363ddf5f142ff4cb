/** The deepest nesting of arrays and objects a request body may have; the contract's bodies need a handful. */
export const MAX_JSON_DEPTH = 32;

/**
 * The most values (see JsonShape.values) a request body may hold. The contract's largest bodies (a cart of 200 lines,
 * a profile of 20 addresses and 20 billings) hold about a thousand; an array of small wrong values fills the body
 * limit with over a hundred thousand, each parsed into an object, walked and validated.
 */
export const MAX_JSON_VALUES = 10_000;

export interface JsonShape {
  /** The deepest nesting of arrays and objects, or the first depth past `maxDepth` when the scan stopped there. */
  depth: number;
  /** Opening brackets and commas outside strings: an upper bound on the arrays, objects, members and elements. */
  values: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/**
 * The shape of a JSON text, read in one pass without building anything: brackets and commas inside strings (escaped
 * quotes included) do not count. It stops at the first bracket past `maxDepth`. JSON.parse builds any depth, but what
 * walks the result afterwards (the validators, the text checks, JSON.stringify) recurses and overflows the stack.
 * Text that is not JSON gets some shape; JSON.parse refuses it afterwards.
 */
export function jsonShape(text: string, maxDepth = Number.POSITIVE_INFINITY): JsonShape {
  let depth = 0;
  let deepest = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      values++;
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > maxDepth) break;
      }
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    } else if (code === COMMA) {
      values++;
    }
  }
  return { depth: deepest, values };
}
