import type { Club, Config } from "@club/api-client";
import { Button, Drawer, LogoutIcon, SideMenu, UserBlock, UserIcon } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { showSignUp } from "../account/sign-up-offered";
import { StoreLink, useStorePath } from "../router/navigation";
import { Brand } from "./Brand";
import { navSections } from "./nav-sections";
import { useLogout } from "./useLogout";

/**
 * The side menu in its drawer (architecture §2): logo, navigation sections and the user block. Its own chunk, with
 * all it shows: the top bar loads it when the browser is idle after the first paint, or on the first open.
 */
export function ShellDrawer({
  open,
  onOpenChange,
  config,
  club,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: Config | null;
  club: Club;
}) {
  const { t } = useLingui();
  const location = useLocation();
  const storePath = useStorePath();
  const logout = useLogout();
  const user = config?.user ?? null;
  const close = () => onOpenChange(false);
  const sections = navSections(
    club,
    {
      home: t`Home`,
      search: t`Search`,
      shops: t`Shops`,
      fidelity: t`Fidelity programs`,
      pages: t`Information`,
    },
    (to) => storePath(to),
    location.pathname.replace(/^\/[^/]+/, "") || "/",
  );
  const userBlock = user ? (
    <UserBlock
      name={`${user.firstName} ${user.lastName}`.trim()}
      email={user.email}
      actions={
        <>
          <Button asChild size="sm" variant="outline" startIcon={<UserIcon />}>
            <StoreLink to="/profile" onClick={close}>
              {t`Profile`}
            </StoreLink>
          </Button>
          <Button size="sm" variant="ghost" startIcon={<LogoutIcon />} onClick={() => void logout()}>
            {t`Log out`}
          </Button>
        </>
      }
    />
  ) : (
    <UserBlock
      actions={
        <>
          <Button asChild size="sm">
            <StoreLink to="/login" onClick={close}>
              {t`Log in`}
            </StoreLink>
          </Button>
          {showSignUp(config) && (
            <Button asChild size="sm" variant="outline">
              <StoreLink to="/signup" onClick={close}>
                {t`Sign up`}
              </StoreLink>
            </Button>
          )}
        </>
      }
    />
  );
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t`Menu`}
      hideTitle
      labels={{ close: t`Close menu` }}
    >
      <SideMenu
        label={t`Main menu`}
        logo={<Brand config={config} label={club.title} />}
        sections={sections}
        onItemSelect={close}
        footer={userBlock}
      />
    </Drawer>
  );
}
