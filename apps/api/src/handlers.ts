import { authHandlers } from "./auth/handlers.js";
import { cartHandlers } from "./cart/handlers.js";
import { catalogHandlers } from "./catalog/handlers.js";
import { couponHandlers } from "./checkout/coupons.js";
import { checkoutHandlers } from "./checkout/handlers.js";
import { clubHandlers } from "./club/handlers.js";
import { contentHandlers } from "./content/handlers.js";
import { expenseHandlers } from "./expenses/handlers.js";
import { fidelityHandlers } from "./fidelity/handlers.js";
import { geoHandlers } from "./geo/handlers.js";
import type { Handlers } from "./http/operation.js";
import { memberHandlers } from "./members/handlers.js";

/** Every operation of the contract, by operationId, from the domain modules. */
export const handlers = {
  ...authHandlers,
  ...cartHandlers,
  ...catalogHandlers,
  ...checkoutHandlers,
  ...couponHandlers,
  ...clubHandlers,
  ...contentHandlers,
  ...expenseHandlers,
  ...fidelityHandlers,
  ...geoHandlers,
  ...memberHandlers,
} satisfies Partial<Handlers> as Handlers;
