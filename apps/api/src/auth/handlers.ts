import { passwordResetHandlers } from "./password-reset.js";
import { signInHandlers } from "./sign-in.js";
import { signUpHandlers } from "./sign-up.js";

/** Sign-in, logout, sign-up and password reset. */
export const authHandlers = { ...signInHandlers, ...signUpHandlers, ...passwordResetHandlers };
