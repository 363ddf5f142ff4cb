import { data, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { storefrontQueries } from "../api/queries";
import { LanguageRoot } from "../app/LanguageRoot";
import { LoadingFallback } from "../app/LoadingFallback";
import { RootError, ScreenError } from "../app/RouteError";
import type { StorefrontRuntime } from "../app/runtime";
import { activateLanguage } from "../i18n/i18n";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";
import { NotFoundScreen } from "./NotFoundScreen";

// Each screen is its own chunk.
const loadHome = async () => (await import("../screens/home/HomeScreen")).HomeScreen;
const loadShopPage = async () => (await import("../screens/shop-page/ShopPageScreen")).ShopPageScreen;
const loadShop = async () => (await import("../screens/shop/ShopScreen")).ShopScreen;
const loadProduct = async () => (await import("../screens/product/ProductDialog")).ProductDialog;
const loadCheckout = async () => (await import("../checkout/CheckoutScreen")).CheckoutScreen;
const loadCheckoutComplete = async () =>
  (await import("../screens/checkout-complete/CheckoutCompleteScreen")).CheckoutCompleteScreen;
const loadPublicExpense = async () =>
  (await import("../screens/public-expense/PublicExpenseScreen")).PublicExpenseScreen;
const loadLogin = async () => (await import("../screens/login/LoginScreen")).LoginScreen;
const loadSignup = async () => (await import("../screens/signup/SignupScreen")).SignupScreen;
const loadSignupComplete = async () =>
  (await import("../screens/signup/SignupCompleteScreen")).SignupCompleteScreen;
const loadPasswordConfirm = async () =>
  (await import("../screens/password/PasswordConfirmScreen")).PasswordConfirmScreen;
const loadEmailChange = async () => (await import("../screens/email/EmailChangeScreen")).EmailChangeScreen;
const loadEmailConfirm = async () => (await import("../screens/email/EmailConfirmScreen")).EmailConfirmScreen;
const loadProfile = async () => (await import("../screens/profile/ProfileScreen")).ProfileScreen;
const loadFidelity = async () => (await import("../screens/fidelity/FidelityScreen")).FidelityScreen;
const loadCustomPage = async () => (await import("../screens/pages/CustomPageScreen")).CustomPageScreen;

function languageOf(args: LoaderFunctionArgs): Language {
  const { lang } = args.params;
  if (!isLanguage(lang)) throw data(null, { status: 404, statusText: "Not Found" });
  return lang;
}

/**
 * The route table (spec §2). Each screen's code is its own chunk (`lazy`), and its loader is defined here,
 * statically, so the route's data starts loading through the query cache in parallel with its code.
 * Loaders never fail: screens read the same queries and show their own friendly error state.
 */
export function createRoutes(runtime: StorefrontRuntime): RouteObject[] {
  const queries = storefrontQueries(runtime);
  const ensure = <T,>(options: Parameters<typeof runtime.queryClient.ensureQueryData<T>>[0]) =>
    runtime.queryClient.ensureQueryData(options).catch(() => null);

  // A shop page and each of its shops show the page's catalog beside its cart.
  const shopPageWithCart = async (args: LoaderFunctionArgs) => {
    const language = languageOf(args);
    const shopPageId = args.params.shopPageId!;
    await Promise.all([
      ensure(queries.shopPage(language, shopPageId)),
      ensure(queries.cart(language, shopPageId)),
    ]);
    return null;
  };

  return [
    {
      path: "/",
      loader: ({ request }) => redirect(`/${DEFAULT_LANGUAGE}/${new URL(request.url).search}`),
      HydrateFallback: LoadingFallback,
    },
    {
      path: "/:lang",
      id: "lang",
      loader: async (args) => {
        const language = languageOf(args);
        await Promise.all([
          activateLanguage(language),
          ensure(queries.theme()),
          ensure(queries.style()),
          ensure(queries.config(language)),
          ensure(queries.club(language)),
        ]);
        return null;
      },
      Component: LanguageRoot,
      ErrorBoundary: RootError,
      HydrateFallback: LoadingFallback,
      children: [
        {
          ErrorBoundary: ScreenError,
          children: [
            {
              index: true,
              loader: async (args) => {
                const language = languageOf(args);
                const club = await ensure(queries.club(language));
                await Promise.all(
                  (club?.home.componentIds ?? []).map((id) =>
                    ensure(queries.customComponent(language, id, "home")),
                  ),
                );
                return null;
              },
              lazy: { Component: loadHome },
            },
            {
              path: "shop-pages/:shopPageId",
              loader: shopPageWithCart,
              lazy: {
                Component: loadShopPage,
              },
            },
            {
              path: "shop-pages/:shopPageId/shops/:shopId",
              loader: shopPageWithCart,
              lazy: { Component: loadShop },
              children: [
                {
                  path: "products/:productId",
                  loader: async (args) => {
                    const language = languageOf(args);
                    const { shopPageId, shopId, productId } = args.params;
                    await ensure(queries.shopItem(language, shopPageId!, shopId!, productId!));
                    return null;
                  },
                  lazy: {
                    Component: loadProduct,
                  },
                },
              ],
            },
            {
              path: "shop-pages/:shopPageId/checkout",
              loader: async (args) => {
                const language = languageOf(args);
                const shopPageId = args.params.shopPageId!;
                await Promise.all([
                  ensure(queries.shopPage(language, shopPageId)),
                  ensure(queries.cart(language, shopPageId, { shippingMode: "shipping" })),
                  ensure(queries.countries(language)),
                  ensure(queries.profile(language)),
                ]);
                return null;
              },
              lazy: { Component: loadCheckout },
            },
            {
              path: "shop-pages/:shopPageId/checkout-complete",
              lazy: { Component: loadCheckoutComplete },
            },
            {
              path: "public/expenses/:expensePublicId",
              loader: async (args) => {
                await ensure(queries.publicExpense(languageOf(args), args.params.expensePublicId!));
                return null;
              },
              lazy: { Component: loadPublicExpense },
            },
            { path: "login", lazy: { Component: loadLogin } },
            { path: "signup", lazy: { Component: loadSignup } },
            {
              path: "signup/:requestToken",
              loader: async (args) => {
                await ensure(queries.invite(languageOf(args), args.params.requestToken!));
                return null;
              },
              lazy: { Component: loadSignupComplete },
            },
            { path: "password/confirm/:requestToken", lazy: { Component: loadPasswordConfirm } },
            { path: "email/change/:requestToken", lazy: { Component: loadEmailChange } },
            { path: "email/confirm/:requestToken", lazy: { Component: loadEmailConfirm } },
            {
              path: "profile",
              loader: async (args) => {
                const language = languageOf(args);
                await Promise.all([ensure(queries.profile(language)), ensure(queries.expenses(language))]);
                return null;
              },
              lazy: { Component: loadProfile },
            },
            {
              path: "fidelity-programs",
              loader: async (args) => {
                await ensure(queries.fidelityPrograms(languageOf(args)));
                return null;
              },
              lazy: { Component: loadFidelity },
            },
            {
              path: "pages/:pageName",
              loader: async (args) => {
                await ensure(queries.page(languageOf(args), args.params.pageName!));
                return null;
              },
              lazy: { Component: loadCustomPage },
            },
            { path: "*", Component: NotFoundScreen },
          ],
        },
      ],
    },
  ];
}
