import type { ScreenRoute } from "./route";
import { checkout } from "./routes/checkout";
import { checkoutComplete } from "./routes/checkout-complete";
import { customPage } from "./routes/custom-page";
import { emailChange } from "./routes/email-change";
import { emailConfirm } from "./routes/email-confirm";
import { fidelity } from "./routes/fidelity";
import { home } from "./routes/home";
import { login } from "./routes/login";
import { packingSlip } from "./routes/packing-slip";
import { passwordConfirm } from "./routes/password-confirm";
import { profile } from "./routes/profile";
import { publicExpense } from "./routes/public-expense";
import { search } from "./routes/search";
import { shop } from "./routes/shop";
import { shopPage } from "./routes/shop-page";
import { signup } from "./routes/signup";
import { signupComplete } from "./routes/signup-complete";

export type RouteManifest = readonly ScreenRoute[];

/**
 * Every screen of the storefront, once (architecture §2): the client router (`routes.tsx`), the server renderer
 * (`server/render.tsx`: which addresses it renders, their data and head), the web server (modulepreloads, robots.txt,
 * noindex, 404) and the catalog split (`scripts/catalog-areas.mjs`) all read this list and nothing else. Nested
 * screens are their parent's `children`. Order matters only where paths could overlap: first match wins.
 */
export const MANIFEST: RouteManifest = [
  home,
  shopPage,
  shop,
  checkout,
  checkoutComplete,
  packingSlip,
  publicExpense,
  login,
  signup,
  signupComplete,
  passwordConfirm,
  emailChange,
  emailConfirm,
  profile,
  fidelity,
  customPage,
  search,
];
