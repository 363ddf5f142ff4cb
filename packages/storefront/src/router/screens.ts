import { matchPath } from "react-router";
import { isLanguage } from "../i18n/languages";

export interface Screen {
  /** Where the screen shows, under `/:lang` (relative to its parent's path when it has one). */
  path: string;
  /** The screen's module under `src/`: its own chunk. */
  module: string;
  /** The catalog of its messages beyond the core's (scripts/catalog-areas.mjs reads it from here). */
  area?: "checkout" | "account";
  /** The screen it nests in (its path is relative to that screen's). */
  parent?: string;
  /** A screen of one person (checkout, account, an order): kept out of search engines and the sitemap. */
  personal?: true;
}

/**
 * Every screen of architecture §2 with its path and module. The route table (`routes.tsx`) is built from it, and the web
 * server reads it to name a page's screen chunks for the browser to fetch beside the entry.
 */
export const SCREENS = {
  home: { path: "", module: "screens/home/HomeScreen.tsx" },
  shopPage: { path: "shop-pages/:shopPageId", module: "screens/shop-page/ShopPageScreen.tsx" },
  shop: { path: "shop-pages/:shopPageId/shops/:shopId", module: "screens/shop/ShopScreen.tsx" },
  product: { path: "products/:productId", module: "screens/product/ProductDialog.tsx", parent: "shop" },
  checkout: {
    path: "shop-pages/:shopPageId/checkout",
    module: "checkout/CheckoutScreen.tsx",
    area: "checkout",
    personal: true,
  },
  checkoutComplete: {
    path: "shop-pages/:shopPageId/checkout-complete",
    module: "screens/checkout-complete/CheckoutCompleteScreen.tsx",
    area: "checkout",
    personal: true,
  },
  publicExpense: {
    path: "public/expenses/:expensePublicId",
    module: "screens/public-expense/PublicExpenseScreen.tsx",
    area: "checkout",
    personal: true,
  },
  login: { path: "login", module: "screens/login/LoginScreen.tsx", area: "account", personal: true },
  signup: { path: "signup", module: "screens/signup/SignupScreen.tsx", area: "account", personal: true },
  signupComplete: {
    path: "signup/:requestToken",
    module: "screens/signup/SignupCompleteScreen.tsx",
    area: "account",
    personal: true,
  },
  passwordConfirm: {
    path: "password/confirm/:requestToken",
    module: "screens/password/PasswordConfirmScreen.tsx",
    area: "account",
    personal: true,
  },
  emailChange: {
    path: "email/change/:requestToken",
    module: "screens/email/EmailChangeScreen.tsx",
    area: "account",
    personal: true,
  },
  emailConfirm: {
    path: "email/confirm/:requestToken",
    module: "screens/email/EmailConfirmScreen.tsx",
    area: "account",
    personal: true,
  },
  profile: {
    path: "profile",
    module: "screens/profile/ProfileScreen.tsx",
    area: "account",
    personal: true,
  },
  fidelity: { path: "fidelity-programs", module: "screens/fidelity/FidelityScreen.tsx", area: "account" },
  customPage: { path: "pages/:pageName", module: "screens/pages/CustomPageScreen.tsx" },
  search: { path: "search", module: "screens/search/SearchScreen.tsx" },
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof SCREENS;

function fullPath(id: ScreenId): string {
  const screen: Screen = SCREENS[id];
  const own = screen.path ? `/${screen.path}` : "/";
  return screen.parent ? `${fullPath(screen.parent as ScreenId).replace(/\/$/, "")}${own}` : `/:lang${own}`;
}

function screensFor(pathname: string): Screen[] {
  const match = (Object.keys(SCREENS) as ScreenId[]).find((id) => matchPath(fullPath(id), pathname));
  if (!match) return [];
  const chain: ScreenId[] = [];
  for (let id: ScreenId | undefined = match; id; id = (SCREENS[id] as Screen).parent as ScreenId | undefined)
    chain.unshift(id);
  return chain.map((id) => SCREENS[id]);
}

/** The modules of the screens an address shows (a screen and the screens it nests in), outermost first. */
export function screenModulesFor(pathname: string): string[] {
  return screensFor(pathname).map((screen) => screen.module);
}

/** The catalog areas an address needs: the core, and its screens' own. */
export function catalogAreasFor(pathname: string): string[] {
  const areas = screensFor(pathname).flatMap((screen) => (screen.area ? [screen.area] : []));
  return ["core", ...new Set(areas)];
}

/** Whether an address shows one of the screens, in one of the languages (else the app shows its not-found page). */
export function isScreenPath(pathname: string): boolean {
  return isLanguage(pathname.split("/")[1]) && screensFor(pathname).length > 0;
}

/** Whether an address shows one person's screen (see `Screen.personal`). */
export function isPersonalPath(pathname: string): boolean {
  return screensFor(pathname).some((screen) => screen.personal);
}

/**
 * The personal screens' paths as robots.txt patterns (`*` for the language and each parameter), so crawlers are
 * kept out of exactly the screens the route table marks.
 */
export function personalPathPatterns(): string[] {
  return (Object.keys(SCREENS) as ScreenId[])
    .filter((id) => (SCREENS[id] as Screen).personal)
    .map((id) => fullPath(id).replace(/:[A-Za-z]+/g, "*"));
}
