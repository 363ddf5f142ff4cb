// The screens, one per route module of apps/web/app/routes (each lands in its route's own chunk).

export { CheckoutScreen } from "../checkout/CheckoutScreen";
export { CheckoutCompleteScreen } from "../screens/checkout-complete/CheckoutCompleteScreen";
export { EmailChangeScreen } from "../screens/email/EmailChangeScreen";
export { EmailConfirmScreen } from "../screens/email/EmailConfirmScreen";
export { FidelityScreen } from "../screens/fidelity/FidelityScreen";
export { HomeScreen } from "../screens/home/HomeScreen";
export { LoginScreen } from "../screens/login/LoginScreen";
export { PackingSlipScreen } from "../screens/packing-slip/PackingSlipScreen";
export { CustomPageScreen } from "../screens/pages/CustomPageScreen";
export { PasswordConfirmScreen } from "../screens/password/PasswordConfirmScreen";
export { ProductScreen } from "../screens/product/ProductScreen";
export { ProfileScreen } from "../screens/profile/ProfileScreen";
export { PublicExpenseScreen } from "../screens/public-expense/PublicExpenseScreen";
export { SearchScreen } from "../screens/search/SearchScreen";
export { ShopScreen } from "../screens/shop/ShopScreen";
export { ShopPageScreen } from "../screens/shop-page/ShopPageScreen";
export { SignupCompleteScreen } from "../screens/signup/SignupCompleteScreen";
export { SignupScreen } from "../screens/signup/SignupScreen";
