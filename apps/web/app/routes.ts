import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every address of the storefront, once: the router, the server's rendering and the sitemap read this table. */
export default [
  index("routes/redirect-to-language.tsx"),
  route(":lang", "routes/language.tsx", [
    index("routes/home.tsx"),
    route("shop-pages/:shopPageId", "routes/shop-page.tsx"),
    route("shop-pages/:shopPageId/shops/:shopId", "routes/shop.tsx", [
      route("products/:productId", "routes/product.tsx"),
    ]),
    route("shop-pages/:shopPageId/checkout", "routes/checkout.tsx"),
    route("shop-pages/:shopPageId/checkout-complete", "routes/checkout-complete.tsx"),
    route("public/expenses/:expensePublicId/packing-slip", "routes/packing-slip.tsx"),
    route("public/expenses/:expensePublicId", "routes/public-expense.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("signup/:requestToken", "routes/signup-complete.tsx"),
    route("password/confirm/:requestToken", "routes/password-confirm.tsx"),
    route("email/change/:requestToken", "routes/email-change.tsx"),
    route("email/confirm/:requestToken", "routes/email-confirm.tsx"),
    route("profile", "routes/profile.tsx"),
    route("fidelity-programs", "routes/fidelity.tsx"),
    route("pages/:pageName", "routes/custom-page.tsx"),
    route("search", "routes/search.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
