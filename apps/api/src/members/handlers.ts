import { emailChangeHandlers } from "./email-change.js";
import { paymentMethodHandlers } from "./payment-methods.js";
import { profileHandlers } from "./profile.js";

/** The member's profile, saved cards and email change. */
export const memberHandlers = { ...profileHandlers, ...emailChangeHandlers, ...paymentMethodHandlers };
