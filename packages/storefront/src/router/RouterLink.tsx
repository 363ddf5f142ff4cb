import type { AnchorHTMLAttributes, Ref } from "react";
import { type To, useHref, useLinkClickHandler } from "react-router";

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** The history entry's state (a product opened over its shop). */
  state?: unknown;
  /** Keeps the scroll position (a dialog over the page it opens from). */
  preventScrollReset?: boolean;
  /** Replaces the current history entry (by default only when the link leads to where the visitor is). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

// An address with a scheme (`https:`, `mailto:`, `tel:`) or a protocol-relative one leaves the storefront: react-router's
// own test for an absolute link.
const ELSEWHERE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link the router follows without a page load: react-router's `Link` as declarative mode uses it, built from the
 * hooks the router offers for custom links (`useHref`, `useLinkClickHandler`). Its own `Link` carries framework
 * mode's prefetching (page links, route modules, single fetch) into every page that renders a link, though this
 * storefront never uses it: about 1.3 KiB gzip of the first page's script. The markup is the same `<a href>`, on
 * the server and in the browser; a click with a modifier key, a middle click or a `target` other than `_self` is the
 * browser's, and an `onClick` that prevents the default keeps the router out.
 */
export function RouterLink(props: RouterLinkProps) {
  const { to, state, preventScrollReset, replace, ...anchor } = props;
  if (typeof to === "string" && ELSEWHERE.test(to)) return <a href={to} {...anchor} />;
  return <InAppLink {...props} />;
}

function InAppLink({ to, state, preventScrollReset, replace, target, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, {
    target,
    state,
    ...(preventScrollReset === undefined ? {} : { preventScrollReset }),
    ...(replace === undefined ? {} : { replace }),
  });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
