import type { ScreenRoute } from "../route";

export const login = {
  area: "account",
  rendering: "browser",
  personal: true,
} satisfies ScreenRoute;
