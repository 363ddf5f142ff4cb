import { clubHandlers } from "./club/handlers.js";
import type { Handlers } from "./http/operation.js";

/** Every operation of the contract, by operationId, from the domain modules. */
export const handlers = {
  ...clubHandlers,
} satisfies Partial<Handlers> as Handlers;
