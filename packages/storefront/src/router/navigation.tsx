import { useCallback } from "react";
import { type NavigateOptions, useNavigate } from "react-router";
import { useRuntime } from "../app/context";
import { withQuery } from "../session/persisted-query";
import { useLinkSearch } from "./link-search";
import { RouterLink, type RouterLinkProps } from "./RouterLink";
import { useLanguage } from "./useLanguage";

/**
 * Builds storefront addresses: `/{lang}` + path, keeping the current query string and the persisted
 * query variables (architecture §2).
 */
export function useStorePath(): (path: string, options?: { language?: string }) => string {
  const language = useLanguage();
  const search = useLinkSearch();
  const { persisted } = useRuntime();
  return useCallback(
    (path, options) => {
      const prefixed = path.startsWith("/")
        ? `/${options?.language ?? language}${path === "/" ? "/" : path}`
        : path;
      return withQuery(prefixed, search, persisted.get());
    },
    [language, search, persisted],
  );
}

export function useStoreNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const storePath = useStorePath();
  return useCallback((path, options) => void navigate(storePath(path), options), [navigate, storePath]);
}

type StoreLinkProps = Omit<RouterLinkProps, "to"> & { to: string };

/** A router link to a storefront path (`/shop-pages/x`), with the language and query kept. */
export function StoreLink({ to, ...props }: StoreLinkProps) {
  const storePath = useStorePath();
  return <RouterLink to={storePath(to)} {...props} />;
}

/** Replaces the language segment of a path: `/en/shop-pages/x` → `/it/shop-pages/x`. */
export function switchLanguagePath(pathname: string, language: string): string {
  const rest = pathname.replace(/^\/[^/]+/, "");
  return `/${language}${rest || "/"}`;
}
