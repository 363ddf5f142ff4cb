import type { ScreenRoute } from "../route";

export const emailConfirm = {
  area: "account",
  rendering: "browser",
  personal: true,
} satisfies ScreenRoute;
