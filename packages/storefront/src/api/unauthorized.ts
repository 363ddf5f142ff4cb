import type { Interceptor } from "@club/api-client";

/** Paths (after /{lang}) where a 401 is an answer for the form, not a reason to go to login (architecture §4). */
const EXEMPT = [/^\/login(\/|$)/, /^\/signup(\/|$)/, /^\/password\/confirm(\/|$)/];

/** Whether a 401 seen on this page path (e.g. `/en/profile`) should send the visitor to login. */
export function shouldRedirectToLogin(pathname: string): boolean {
  const withoutLang = pathname.replace(/^\/(it|en)(?=\/|$)/, "") || "/";
  return !EXEMPT.some((pattern) => pattern.test(withoutLang));
}

/** The login address with the current path (and query) as returnUrl. */
export function loginUrl(language: string, currentPath: string): string {
  return `/${language}/login?returnUrl=${encodeURIComponent(currentPath)}`;
}

export interface UnauthorizedOptions {
  /** The page's path, query included, e.g. `/en/shop-pages/cantina?_token=x`. */
  currentPath: () => string;
  language: () => string;
  redirect: (url: string) => void;
}

/** The 401 interceptor: any 401 outside login/signup/password-confirm redirects to login with returnUrl. */
export function createUnauthorizedInterceptor(options: UnauthorizedOptions): Interceptor {
  return ({ response }) => {
    if (response.status !== 401) return undefined;
    const current = options.currentPath();
    const pathname = current.split("?")[0] ?? "/";
    if (!shouldRedirectToLogin(pathname)) return undefined;
    options.redirect(loginUrl(options.language(), current));
    return true;
  };
}
