import type { ScreenRoute } from "../route";

export const passwordConfirm = {
  area: "account",
  rendering: "browser",
  personal: true,
} satisfies ScreenRoute;
