import { lazy } from "react";

/**
 * Loads the sandbox processor's card field, its own chunk: the one import of it, which checkout starts once the shopper
 * engages with its first step (for a sandbox club only), so the payment step shows it at once; the budget script
 * counts it in checkout's first load.
 */
export function loadSandboxCardField() {
  return import("./SandboxCardField");
}

export const SandboxCardField = lazy(async () => ({
  default: (await loadSandboxCardField()).SandboxCardField,
}));
