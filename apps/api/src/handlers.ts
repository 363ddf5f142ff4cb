import { clubHandlers } from "./club/handlers.js";
import { contentHandlers } from "./content/handlers.js";
import { fidelityHandlers } from "./fidelity/handlers.js";
import { geoHandlers } from "./geo/handlers.js";
import type { Handlers } from "./http/operation.js";

/** Every operation of the contract, by operationId, from the domain modules. */
export const handlers = {
  ...clubHandlers,
  ...contentHandlers,
  ...fidelityHandlers,
  ...geoHandlers,
} satisfies Partial<Handlers> as Handlers;
