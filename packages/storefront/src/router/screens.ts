import { matchPath } from "react-router";

interface Screen {
  /** Where the screen shows, under `/:lang` (relative to its parent's path when it has one). */
  path: string;
  /** The screen's module under `src/`: its own chunk. */
  module: string;
  /** The screen it nests in (its path is relative to that screen's). */
  parent?: string;
}

/**
 * Every screen of spec §2 with its path and module. The route table (`routes.tsx`) is built from it, and the web
 * server reads it to name a page's screen chunks for the browser to fetch beside the entry.
 */
export const SCREENS = {
  home: { path: "", module: "screens/home/HomeScreen.tsx" },
  shopPage: { path: "shop-pages/:shopPageId", module: "screens/shop-page/ShopPageScreen.tsx" },
  shop: { path: "shop-pages/:shopPageId/shops/:shopId", module: "screens/shop/ShopScreen.tsx" },
  product: { path: "products/:productId", module: "screens/product/ProductDialog.tsx", parent: "shop" },
  checkout: { path: "shop-pages/:shopPageId/checkout", module: "checkout/CheckoutScreen.tsx" },
  checkoutComplete: {
    path: "shop-pages/:shopPageId/checkout-complete",
    module: "screens/checkout-complete/CheckoutCompleteScreen.tsx",
  },
  publicExpense: {
    path: "public/expenses/:expensePublicId",
    module: "screens/public-expense/PublicExpenseScreen.tsx",
  },
  login: { path: "login", module: "screens/login/LoginScreen.tsx" },
  signup: { path: "signup", module: "screens/signup/SignupScreen.tsx" },
  signupComplete: { path: "signup/:requestToken", module: "screens/signup/SignupCompleteScreen.tsx" },
  passwordConfirm: {
    path: "password/confirm/:requestToken",
    module: "screens/password/PasswordConfirmScreen.tsx",
  },
  emailChange: { path: "email/change/:requestToken", module: "screens/email/EmailChangeScreen.tsx" },
  emailConfirm: { path: "email/confirm/:requestToken", module: "screens/email/EmailConfirmScreen.tsx" },
  profile: { path: "profile", module: "screens/profile/ProfileScreen.tsx" },
  fidelity: { path: "fidelity-programs", module: "screens/fidelity/FidelityScreen.tsx" },
  customPage: { path: "pages/:pageName", module: "screens/pages/CustomPageScreen.tsx" },
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof SCREENS;

function fullPath(id: ScreenId): string {
  const screen: Screen = SCREENS[id];
  const own = screen.path ? `/${screen.path}` : "/";
  return screen.parent ? `${fullPath(screen.parent as ScreenId).replace(/\/$/, "")}${own}` : `/:lang${own}`;
}

/** The modules of the screens an address shows (a screen and the screens it nests in), outermost first. */
export function screenModulesFor(pathname: string): string[] {
  const match = (Object.keys(SCREENS) as ScreenId[]).find((id) => matchPath(fullPath(id), pathname));
  if (!match) return [];
  const chain: ScreenId[] = [];
  for (let id: ScreenId | undefined = match; id; id = (SCREENS[id] as Screen).parent as ScreenId | undefined)
    chain.unshift(id);
  return chain.map((id) => SCREENS[id].module);
}
