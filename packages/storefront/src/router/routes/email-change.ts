import type { ScreenRoute } from "../route";

export const emailChange = {
  area: "account",
  rendering: "browser",
  personal: true,
} satisfies ScreenRoute;
