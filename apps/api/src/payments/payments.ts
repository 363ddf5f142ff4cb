import type { Config } from "../config.js";
import type { Payments } from "../services.js";

export function createPayments(_config: Config): Payments {
  return {
    forClub() {
      throw new Error("payments: the sandbox and Stripe processors land with the members and payments work");
    },
  };
}
