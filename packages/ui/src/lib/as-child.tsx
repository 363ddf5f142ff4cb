import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef(ref: unknown, node: unknown): void {
  if (typeof ref === "function") ref(node);
  else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
}

/**
 * A component's `asChild`: its single element child (a link, a router link) rendered with the component's props
 * merged into the child's own, as Radix's Slot merges them: the child's win, except class names (joined), styles
 * (merged), event handlers (both run, the child's first) and refs (both set). `before` and `after` (icons) go
 * around the child's own content. Anything but one element renders nothing.
 */
export function renderAsChild(
  child: ReactNode,
  props: Props,
  before?: ReactNode,
  after?: ReactNode,
): ReactElement | null {
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const [name, value] of Object.entries(props)) {
    const childValue = own[name];
    if (value === undefined || childValue === undefined) continue;
    if (/^on[A-Z]/.test(name) && typeof value === "function" && typeof childValue === "function")
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (value as Handler)(...args);
        return result;
      };
    else if (name === "className") merged.className = `${value} ${childValue}`;
    else if (name === "style") merged.style = { ...(value as object), ...(childValue as object) };
    else if (name === "ref")
      merged.ref = (node: unknown) => {
        setRef(value, node);
        setRef(childValue, node);
      };
  }
  return cloneElement(child, merged, before, own.children as ReactNode, after);
}
