import type { Plugin } from "vite";

export function reactRouterPure(): Plugin;
export function markReactRouterPure(code: string): string;
