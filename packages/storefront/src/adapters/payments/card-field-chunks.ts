import { lazyComponent } from "../../app/lazy-component";
import type { CardFieldProps } from "./types";

/**
 * The sandbox processor's card field, its own chunk: checkout preloads it on idle beside its later steps (for a
 * sandbox club only), so the payment step shows it at once; the budget script counts it in checkout's first load.
 */
export const sandboxCardField = lazyComponent<CardFieldProps>(
  async () => (await import("./SandboxCardField")).SandboxCardField,
);
