import { AppBar, IconButton, LanguageSwitcher, PageLayout, SearchIcon, UserIcon } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { matchPath, useLocation, useNavigate } from "react-router";
import { useQueries } from "../app/context";
import { whenIdle } from "../app/when-idle";
import { OpenCartProvider } from "../cart/open-cart";
import { withMessages } from "../i18n/i18n";
import { LANGUAGE_NAMES, LANGUAGES } from "../i18n/languages";
import { switchLanguagePath, useStorePath } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";
import { withQuery } from "../session/persisted-query";
import { Brand } from "./Brand";
import { CartButton } from "./CartButton";

// The drawer and the cart sheet (modal dialogs) are not needed for the first paint: their code and messages come when
// the browser is idle after it (so a first open does not wait for them), or on that first open.
const loadShellDrawer = withMessages("extras", () => import("./ShellDrawer"));
const loadCartSheet = withMessages("extras", () => import("../cart/cart-sheet"));
const ShellDrawer = lazy(async () => ({ default: (await loadShellDrawer()).ShellDrawer }));
const CartSheet = lazy(async () => ({ default: (await loadCartSheet()).CartSheet }));

/** The shop page whose cart the top bar shows: on its pages, shops and products, not at checkout. */
export function cartShopPage(pathname: string): string | undefined {
  const match = matchPath("/:lang/shop-pages/:shopPageId/*", pathname);
  const rest = match?.params["*"] ?? "";
  if (!match || /^checkout(-complete)?(\/|$)/.test(rest)) return undefined;
  return match.params.shopPageId;
}

/** The app shell of architecture §2: top bar, drawer with the side menu, the page, and a footer. */
export function AppShell({ children, footer }: { children?: ReactNode; footer?: ReactNode }) {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [cartLoaded, setCartLoaded] = useState(false);
  const cartPage = cartShopPage(location.pathname);
  const openCart = () => {
    setCartLoaded(true);
    setCartOpen(true);
  };
  // One at a time, each in an idle moment of its own: loading both at once was one long task (their modules and
  // modulepreload links), which a phone feels as a blocked page.
  useEffect(() => {
    let cancel = whenIdle(() => {
      loadShellDrawer()
        .catch(() => undefined)
        .then(() => {
          cancel = whenIdle(() => void loadCartSheet().catch(() => undefined));
        });
    });
    return () => cancel();
  }, []);
  const config = useQuery(queries.config(language)).data ?? null;
  const club = useQuery(queries.club(language)).data ?? null;
  const user = config?.user ?? null;
  const currentPath = location.pathname.replace(/^\/[^/]+/, "") || "/";

  return (
    <PageLayout
      skipLinkLabel={t`Skip to content`}
      appBar={
        <AppBar
          brand={<Brand config={config} label={club?.title ?? ""} compact={Boolean(user)} />}
          {...(club
            ? {
                menu: {
                  label: t`Menu`,
                  onClick: () => {
                    setDrawerLoaded(true);
                    setOpen(true);
                  },
                  expanded: open,
                },
              }
            : {})}
          end={
            <>
              {club && (
                <IconButton
                  label={t`Search`}
                  icon={<SearchIcon />}
                  aria-current={currentPath === "/search" ? "page" : undefined}
                  onClick={() => void navigate(storePath("/search"))}
                />
              )}
              {user && (
                <IconButton
                  label={t`Profile`}
                  icon={<UserIcon />}
                  onClick={() => void navigate(storePath("/profile"))}
                />
              )}
              {cartPage && (
                <CartButton key={cartPage} shopPageId={cartPage} expanded={cartOpen} onClick={openCart} />
              )}
              <LanguageSwitcher
                label={t`Language`}
                value={language}
                languages={LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES[code] }))}
                onValueChange={(code) =>
                  void navigate(
                    withQuery(switchLanguagePath(location.pathname, code), location.search) + location.hash,
                  )
                }
              />
            </>
          }
        >
          {/* The email sits in the bar's flexible middle, not with the buttons: it gives its width up first (to an
              ellipsis), so a member's shop page keeps every button inside a 390 px phone. */}
          {user && (
            <span
              className="ms-auto min-w-0 max-w-[16rem] truncate text-fg-muted text-xs sm:text-sm"
              title={user.email}
              data-testid="user-email"
            >
              {user.email}
            </span>
          )}
        </AppBar>
      }
      drawer={
        club &&
        drawerLoaded && (
          <Suspense fallback={null}>
            <ShellDrawer open={open} onOpenChange={setOpen} config={config} club={club} />
          </Suspense>
        )
      }
      footer={footer}
    >
      <OpenCartProvider value={cartPage ? openCart : null}>{children}</OpenCartProvider>
      {cartPage && cartLoaded && (
        <Suspense fallback={null}>
          <CartSheet shopPageId={cartPage} open={cartOpen} onOpenChange={setCartOpen} />
        </Suspense>
      )}
    </PageLayout>
  );
}
