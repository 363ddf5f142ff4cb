import type { Plugin } from "vite";

/** The router's production build, as the storefront resolves the package. */
export const REACT_ROUTER_PRODUCTION: string;
export function reactRouterPure(): Plugin;
export function markReactRouterPure(code: string): string;
