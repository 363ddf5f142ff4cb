import type {
  Cart,
  Club,
  Config,
  CountryList,
  CustomComponent,
  CustomPage,
  ExpenseList,
  FidelityProgramList,
  GeoList,
  Invite,
  Listings,
  Profile,
  PublicExpense,
  ShopItemDetail,
  ShopPage,
  Theme,
} from "@club/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { StorefrontRuntime } from "../app/runtime";
import { runCartRead, withoutEmpty } from "../cart/cart-controllers";
import { rememberCartLines } from "../cart/cart-hint";
import type { Language } from "../i18n/languages";
import { cartKey, type KeyParts, queryKeyOf } from "./query-keys";

/** Architecture §4: failed config, club, cart, profile and fidelity fetches resolve to null. */
export async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch {
    return null;
  }
}

/** Pricing context of a cart (architecture §6 checkout parameters the cart is fetched with). */
export interface CartContext {
  billingId?: string;
  listingId?: string;
  shippingId?: string;
  shippingMode?: "shipping" | "pickup";
  couponCode?: string;
}

const HOUR = 60 * 60_000;

const SHOP_PAGE_QUERY = { expand: ["shops", "shops.items"] } satisfies KeyParts<"getShopPage">["query"];
const SHOP_ITEM_QUERY = { expand: ["related"] } satisfies KeyParts<"getShopItem">["query"];

/**
 * Query options for every read the storefront makes. Keys carry the language and, where the answer
 * depends on it, the login state: changing either refetches (architecture §4).
 */
export function storefrontQueries(runtime: StorefrontRuntime) {
  // The login state as the page renders it: anonymous while server markup hydrates (architecture §9).
  const authed = () => runtime.view.signedIn();
  return {
    config: (lang: Language) =>
      queryOptions<Config | null>({
        queryKey: queryKeyOf("getConfig", { language: lang, signedIn: authed() }),
        queryFn: () => orNull(runtime.api(lang).GET("/api/v2/config")),
      }),
    club: (lang: Language) =>
      queryOptions<Club | null>({
        queryKey: queryKeyOf("getClub", { language: lang, signedIn: authed() }),
        queryFn: () => orNull(runtime.api(lang).GET("/api/v2/club")),
      }),
    theme: () =>
      queryOptions<Theme | null>({
        queryKey: queryKeyOf("getTheme"),
        queryFn: () => orNull(runtime.api("en").GET("/api/v2/theme")),
        staleTime: HOUR,
      }),
    style: () =>
      queryOptions<string | null>({
        queryKey: queryKeyOf("getStyle"),
        queryFn: () => orNull(runtime.api("en").GET("/api/v2/style")),
        staleTime: HOUR,
      }),
    shopPage: (lang: Language, shopPageId: string) =>
      queryOptions<ShopPage>({
        queryKey: queryKeyOf("getShopPage", { path: { shopPageId }, query: SHOP_PAGE_QUERY, language: lang }),
        queryFn: () =>
          runtime.api(lang).GET("/api/v2/shop-pages/{shopPageId}", {
            params: { path: { shopPageId }, query: SHOP_PAGE_QUERY },
          }),
      }),
    shopItem: (lang: Language, shopPageId: string, shopId: string, shopItemId: string) =>
      queryOptions<ShopItemDetail>({
        queryKey: queryKeyOf("getShopItem", {
          path: { shopPageId, shopId, shopItemId },
          query: SHOP_ITEM_QUERY,
          language: lang,
        }),
        queryFn: () =>
          runtime.api(lang).GET("/api/v2/shop-pages/{shopPageId}/shops/{shopId}/shop-items/{shopItemId}", {
            // architecture §4: the item read asks for `expand`, so the product view can suggest related items.
            params: { path: { shopPageId, shopId, shopItemId }, query: SHOP_ITEM_QUERY },
          }),
      }),
    cart: (lang: Language, shopPageId: string, context: CartContext = {}) =>
      queryOptions<Cart | null>({
        queryKey: cartKey(lang, authed(), shopPageId, context),
        queryFn: async () => {
          const cart = await orNull(
            runCartRead(runtime, shopPageId, () =>
              runtime.api(lang).GET("/api/v2/shop-pages/{shopPageId}/cart/data", {
                params: { path: { shopPageId }, query: withoutEmpty(context) },
              }),
            ),
          );
          rememberCartLines(shopPageId, cart);
          return cart;
        },
        // Fresh enough right after the route's preload read it: the screen mounting does not ask again.
        staleTime: 2_000,
      }),
    listings: (lang: Language, shopPageId: string, context: CartContext & { country?: string }) =>
      queryOptions<Listings>({
        queryKey: queryKeyOf("getCartListings", {
          path: { shopPageId },
          query: context,
          language: lang,
          signedIn: authed(),
        }),
        queryFn: () =>
          runCartRead(runtime, shopPageId, () =>
            runtime.api(lang).GET("/api/v2/shop-pages/{shopPageId}/cart/listings", {
              params: { path: { shopPageId }, query: withoutEmpty(context) },
            }),
          ),
        staleTime: 0,
      }),
    /** The member's profile (saved cards); null for visitors. */
    profile: (lang: Language) =>
      queryOptions<Profile | null>({
        queryKey: queryKeyOf("getProfile", { language: lang, signedIn: authed() }),
        queryFn: () => (authed() ? orNull(runtime.api(lang).GET("/api/v2/profile")) : Promise.resolve(null)),
      }),
    countries: (lang: Language) =>
      queryOptions<CountryList>({
        queryKey: queryKeyOf("listCountries", { language: lang }),
        queryFn: () => runtime.api(lang).GET("/api/v2/geo/countries"),
        staleTime: HOUR,
      }),
    /** Architecture §4: a country's states (regions); an empty list for countries without them. */
    states: (lang: Language, country: string) =>
      queryOptions<GeoList>({
        queryKey: queryKeyOf("listStates", { query: { country }, language: lang }),
        queryFn: () => runtime.api(lang).GET("/api/v2/geo/states", { params: { query: { country } } }),
        staleTime: HOUR,
      }),
    provinces: (lang: Language, country: string) =>
      queryOptions<GeoList>({
        queryKey: queryKeyOf("listProvinces", { query: { country }, language: lang }),
        queryFn: () => runtime.api(lang).GET("/api/v2/geo/provinces", { params: { query: { country } } }),
        staleTime: HOUR,
      }),
    customComponent: (lang: Language, id: string, context: "home" | "page" | "shop-page") =>
      queryOptions<CustomComponent | null>({
        queryKey: queryKeyOf("getCustomComponent", {
          path: { customComponentId: id },
          query: { context },
          language: lang,
        }),
        queryFn: () =>
          orNull(
            runtime.api(lang).GET("/api/v2/custom-components/{customComponentId}", {
              params: { path: { customComponentId: id }, query: { context } },
            }),
          ),
      }),
    /** The member's orders, newest first; null for visitors or when they cannot be loaded. */
    expenses: (lang: Language) =>
      queryOptions<ExpenseList | null>({
        queryKey: queryKeyOf("listExpenses", { language: lang, signedIn: authed() }),
        queryFn: () => (authed() ? runtime.api(lang).GET("/api/v2/expenses") : Promise.resolve(null)),
      }),
    /** The club's fidelity programs, with the member's balance when signed in; null on failure (architecture §4). */
    fidelityPrograms: (lang: Language) =>
      queryOptions<FidelityProgramList | null>({
        queryKey: queryKeyOf("listFidelityPrograms", { language: lang, signedIn: authed() }),
        queryFn: () => orNull(runtime.api(lang).GET("/api/v2/fidelity-programs")),
        staleTime: 0,
      }),
    /** The invite behind a sign-up link (prefills the second form). */
    invite: (lang: Language, requestToken: string) =>
      queryOptions<Invite>({
        queryKey: queryKeyOf("getInvite", { path: { requestToken }, language: lang }),
        queryFn: () =>
          runtime.api(lang).GET("/api/v2/auth/signup/{requestToken}", { params: { path: { requestToken } } }),
        retry: false,
        staleTime: 0,
      }),
    /** A custom content page (/{lang}/pages/{pageName}). */
    page: (lang: Language, pageName: string) =>
      queryOptions<CustomPage>({
        queryKey: queryKeyOf("getPage", { path: { pageName }, language: lang }),
        queryFn: () => runtime.api(lang).GET("/api/v2/pages/{pageName}", { params: { path: { pageName } } }),
      }),
    publicExpense: (lang: Language, expensePublicId: string) =>
      queryOptions<PublicExpense>({
        queryKey: queryKeyOf("getPublicExpense", { path: { expensePublicId }, language: lang }),
        queryFn: () =>
          runtime.api(lang).GET("/api/v2/public/expenses/{expensePublicId}", {
            params: { path: { expensePublicId } },
          }),
      }),
  };
}

export type StorefrontQueries = ReturnType<typeof storefrontQueries>;
