import type { ScreenRoute } from "../route";

export const signup = {
  area: "account",
  rendering: "browser",
  personal: true,
} satisfies ScreenRoute;
