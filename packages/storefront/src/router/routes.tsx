import { Navigate, type RouteObject, useLocation } from "react-router";
import { storefrontQueries } from "../api/queries";
import { LanguageRoot } from "../app/LanguageRoot";
import { Lazy, type LazyComponent, lazyComponent } from "../app/lazy-component";
import type { StorefrontRuntime } from "../app/runtime";
import { activateLanguage, loadArea } from "../i18n/i18n";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { NotFoundScreen } from "./NotFoundScreen";
import type { RouteHandle, RoutePreload } from "./preload";
import { SCREENS, type Screen, type ScreenId } from "./screens";

// Each screen is its own chunk.
const home = lazyComponent(async () => (await import("../screens/home/HomeScreen")).HomeScreen);
const shopPage = lazyComponent(
  async () => (await import("../screens/shop-page/ShopPageScreen")).ShopPageScreen,
);
const shop = lazyComponent(async () => (await import("../screens/shop/ShopScreen")).ShopScreen);
const product = lazyComponent(async () => (await import("../screens/product/ProductDialog")).ProductDialog);
const checkout = lazyComponent(async () => (await import("../checkout/CheckoutScreen")).CheckoutScreen);
const checkoutComplete = lazyComponent(
  async () => (await import("../screens/checkout-complete/CheckoutCompleteScreen")).CheckoutCompleteScreen,
);
const publicExpense = lazyComponent(
  async () => (await import("../screens/public-expense/PublicExpenseScreen")).PublicExpenseScreen,
);
const login = lazyComponent(async () => (await import("../screens/login/LoginScreen")).LoginScreen);
const signup = lazyComponent(async () => (await import("../screens/signup/SignupScreen")).SignupScreen);
const signupComplete = lazyComponent(
  async () => (await import("../screens/signup/SignupCompleteScreen")).SignupCompleteScreen,
);
const passwordConfirm = lazyComponent(
  async () => (await import("../screens/password/PasswordConfirmScreen")).PasswordConfirmScreen,
);
const emailChange = lazyComponent(
  async () => (await import("../screens/email/EmailChangeScreen")).EmailChangeScreen,
);
const emailConfirm = lazyComponent(
  async () => (await import("../screens/email/EmailConfirmScreen")).EmailConfirmScreen,
);
const profile = lazyComponent(async () => (await import("../screens/profile/ProfileScreen")).ProfileScreen);
const fidelity = lazyComponent(
  async () => (await import("../screens/fidelity/FidelityScreen")).FidelityScreen,
);
const customPage = lazyComponent(
  async () => (await import("../screens/pages/CustomPageScreen")).CustomPageScreen,
);
const search = lazyComponent(async () => (await import("../screens/search/SearchScreen")).SearchScreen);

/** `/` → `/en/`, keeping the query string. */
function RedirectToDefaultLanguage() {
  const { search } = useLocation();
  return <Navigate to={`/${DEFAULT_LANGUAGE}/${search}`} replace />;
}

/**
 * The route table (architecture §2). Each screen's code is its own chunk, and each route's data is named here,
 * statically, so a route's data starts loading through the query cache in parallel with its code
 * (`preload`, run by the router before the route shows). Data failures never fail a route: screens read
 * the same queries and show their own friendly error state.
 */
export function createRoutes(runtime: StorefrontRuntime): RouteObject[] {
  const queries = storefrontQueries(runtime);
  const ensure = <T,>(options: Parameters<typeof runtime.queryClient.ensureQueryData<T>>[0]) =>
    runtime.queryClient.ensureQueryData(options).catch(() => null);

  /** A screen with the data it shows. */
  const screenRoute = (
    id: ScreenId,
    screen: LazyComponent,
    data?: RoutePreload,
    children?: RouteObject[],
  ): RouteObject => {
    const { path, area } = SCREENS[id] as Screen;
    const handle: RouteHandle = {
      preload: (context) =>
        Promise.all([screen.preload(), area && loadArea(area, context.language), data?.(context)]),
    };
    const element = <Lazy of={screen} />;
    if (path === "") return { index: true, element, handle };
    return { path, element, handle, ...(children ? { children } : {}) };
  };

  // A shop page and each of its shops show the page's catalog beside its cart.
  const shopPageWithCart: RoutePreload = ({ language, params }) =>
    Promise.all([
      ensure(queries.shopPage(language, params.shopPageId!)),
      // Personal: not on the server, nor while the browser hydrates its markup (the cart reads it after).
      runtime.view.publicOnly() ? null : ensure(queries.cart(language, params.shopPageId!)),
    ]);

  const languageHandle: RouteHandle = {
    preload: ({ language }) =>
      Promise.all([
        // The server renders every language in one process: it activates each render's own (server/render-lock.ts).
        runtime.view.server ? loadArea("core", language) : activateLanguage(language),
        ensure(queries.theme()),
        ensure(queries.style()),
        ensure(queries.config(language)),
        ensure(queries.club(language)),
      ]),
  };

  return [
    { path: "/", element: <RedirectToDefaultLanguage /> },
    {
      path: "/:lang",
      element: <LanguageRoot />,
      handle: languageHandle,
      children: [
        screenRoute("home", home, async ({ language }) => {
          const club = await ensure(queries.club(language));
          await Promise.all(
            (club?.home.componentIds ?? []).map((id) =>
              ensure(queries.customComponent(language, id, "home")),
            ),
          );
        }),
        screenRoute("shopPage", shopPage, shopPageWithCart),
        screenRoute("shop", shop, shopPageWithCart, [
          screenRoute("product", product, ({ language, params }) =>
            ensure(queries.shopItem(language, params.shopPageId!, params.shopId!, params.productId!)),
          ),
        ]),
        screenRoute("checkout", checkout, ({ language, params }) =>
          Promise.all([
            ensure(queries.shopPage(language, params.shopPageId!)),
            ensure(queries.cart(language, params.shopPageId!, { shippingMode: "shipping" })),
            ensure(queries.countries(language)),
            ensure(queries.profile(language)),
          ]),
        ),
        screenRoute("checkoutComplete", checkoutComplete),
        screenRoute("publicExpense", publicExpense, ({ language, params }) =>
          ensure(queries.publicExpense(language, params.expensePublicId!)),
        ),
        screenRoute("login", login),
        screenRoute("signup", signup),
        screenRoute("signupComplete", signupComplete, ({ language, params }) =>
          ensure(queries.invite(language, params.requestToken!)),
        ),
        screenRoute("passwordConfirm", passwordConfirm),
        screenRoute("emailChange", emailChange),
        screenRoute("emailConfirm", emailConfirm),
        screenRoute("profile", profile, ({ language }) =>
          Promise.all([ensure(queries.profile(language)), ensure(queries.expenses(language))]),
        ),
        screenRoute("fidelity", fidelity, ({ language }) => ensure(queries.fidelityPrograms(language))),
        screenRoute("customPage", customPage, ({ language, params }) =>
          ensure(queries.page(language, params.pageName!)),
        ),
        // Its results follow the typing: the screen asks for them itself (screens/search/useSearchResults.ts).
        screenRoute("search", search),
        { path: "*", element: <NotFoundScreen /> },
      ],
    },
  ];
}
