import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
} from "react";

/** Props the kit passes to a plugged-in link component (e.g. a react-router `Link` adapter). */
export interface RenderLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

const LinkContext = createContext<ComponentType<RenderLinkProps> | null>(null);

/**
 * Makes every link of the kit render with the given component, so the storefront can plug its
 * router in, e.g. `({ href, ...p }) => <RouterLink to={href} {...p} />`.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<RenderLinkProps>;
  children?: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * Called instead of a full page load on a plain left click (no modifier keys, no target), for
   * client-side routing. When given, it takes precedence over the LinkProvider's component.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link that uses the LinkProvider's component, or an `<a>` with optional `onNavigate`. */
export function Link({ href, onNavigate, onClick, target, ref, ...props }: LinkProps) {
  const Component = useContext(LinkContext);
  if (Component && !onNavigate) return <Component href={href} target={target} onClick={onClick} {...props} />;
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!onNavigate || event.defaultPrevented || (target && target !== "_self") || !isPlainClick(event))
          return;
        event.preventDefault();
        onNavigate(href, event);
      }}
      {...props}
    />
  );
}
