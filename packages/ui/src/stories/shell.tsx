import { useState } from "react";
import { AppBar } from "../components/AppBar";
import { Button } from "../components/Button";
import { Drawer } from "../components/Drawer";
import { IconButton } from "../components/IconButton";
import { CartIcon } from "../components/icons/CartIcon";
import { GiftIcon } from "../components/icons/GiftIcon";
import { HomeIcon } from "../components/icons/HomeIcon";
import { LogoutIcon } from "../components/icons/LogoutIcon";
import { UserIcon } from "../components/icons/UserIcon";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { type NavSection, SideMenu, UserBlock } from "../components/SideMenu";
import { type SampleText, useSample } from "./sample";

/** The storefront shell's pieces, composed the way apps/web does, for stories. */
export function Logo() {
  const t = useSample();
  return (
    <a
      href="#home"
      className="flex items-center gap-2 rounded-control outline-none focus-visible:outline-2 focus-visible:outline-primary-ink"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-primary font-heading font-bold text-on-primary text-sm"
      >
        TC
      </span>
      <span className="font-heading font-semibold text-fg">{t.shopName}</span>
    </a>
  );
}

export function navSections(t: SampleText, options: { fidelity?: boolean } = {}): NavSection[] {
  return [
    {
      id: "main",
      items: [
        { id: "home", label: t.home, href: "#home", icon: <HomeIcon />, active: true },
        ...(options.fidelity === false
          ? []
          : [{ id: "fidelity", label: t.fidelity, href: "#fidelity", icon: <GiftIcon /> }]),
      ],
    },
    {
      id: "shops",
      title: t.shops,
      items: [
        {
          id: "winery",
          label: t.winery,
          href: "#winery",
          children: [
            { id: "reds", label: t.reds, href: "#reds" },
            { id: "whites", label: t.whites, href: "#whites" },
          ],
        },
        { id: "pantry", label: t.pantry, href: "#pantry" },
      ],
    },
    { id: "pages", title: t.pages, items: [{ id: "about", label: t.about, href: "#about" }] },
  ];
}

export function StoryShell({
  loggedIn = true,
  startOpen = false,
  cartCount = 2,
}: {
  loggedIn?: boolean;
  startOpen?: boolean;
  cartCount?: number;
}) {
  const t = useSample();
  const [open, setOpen] = useState(startOpen);
  const [lang, setLang] = useState(t.locale.startsWith("it") ? "it" : "en");
  return (
    <>
      <AppBar
        brand={<Logo />}
        menu={{ label: t.menu, onClick: () => setOpen(true), expanded: open }}
        end={
          <>
            {loggedIn && <span className="hidden text-fg-muted text-sm md:inline">giulia@example.com</span>}
            {loggedIn && <IconButton label={t.profile} icon={<UserIcon />} />}
            <IconButton
              label={`${t.cartTitle} (${cartCount})`}
              icon={<CartIcon />}
              badge={cartCount || undefined}
            />
            <LanguageSwitcher
              label={t.language}
              value={lang}
              onValueChange={setLang}
              languages={[
                { code: "it", label: "Italiano" },
                { code: "en", label: "English" },
              ]}
            />
          </>
        }
      />
      <Drawer open={open} onOpenChange={setOpen} title={t.shopName} hideTitle labels={{ close: t.closeMenu }}>
        <SideMenu
          label={t.menu}
          logo={<Logo />}
          sections={navSections(t)}
          onItemSelect={() => setOpen(false)}
          footer={
            loggedIn ? (
              <UserBlock
                name="Giulia Rossi"
                email="giulia@example.com"
                actions={
                  <>
                    <Button size="sm" variant="outline" startIcon={<UserIcon />}>
                      {t.profile}
                    </Button>
                    <Button size="sm" variant="ghost" startIcon={<LogoutIcon />}>
                      {t.logout}
                    </Button>
                  </>
                }
              />
            ) : (
              <UserBlock
                actions={
                  <>
                    <Button size="sm">{t.login}</Button>
                    <Button size="sm" variant="outline">
                      {t.signup}
                    </Button>
                  </>
                }
              />
            )
          }
        />
      </Drawer>
    </>
  );
}
