import type { Club } from "@club/api-client";
import { GiftIcon, HomeIcon, type NavSection, SearchIcon } from "@club/ui";

export interface NavLabels {
  home: string;
  search: string;
  shops: string;
  fidelity: string;
  pages: string;
}

/**
 * The drawer's sections in the order of architecture §2: Home and search, each shop page with its shops, the fidelity programs
 * link (only when programs exist), then the custom pages; the shell adds the user block after them. `path` turns a storefront path into an address.
 */
export function navSections(
  club: Club | null,
  labels: NavLabels,
  path: (to: string) => string,
  currentPath: string,
): NavSection[] {
  const active = (to: string) => currentPath === to || currentPath === `${to}/`;
  const sections: NavSection[] = [
    {
      id: "main",
      items: [
        { id: "home", label: labels.home, href: path("/"), icon: <HomeIcon />, active: active("/") },
        // Search across every shop page (issue 17), beside Home: the way in from any screen.
        {
          id: "search",
          label: labels.search,
          href: path("/search"),
          icon: <SearchIcon />,
          active: active("/search"),
        },
      ],
    },
  ];
  if (club?.shopPages.length) {
    sections.push({
      id: "shop-pages",
      title: labels.shops,
      items: club.shopPages.map((page) => {
        const pagePath = `/shop-pages/${page.slug}`;
        return {
          id: `shop-page-${page.id}`,
          label: page.title,
          href: path(pagePath),
          active: active(pagePath),
          children: page.shops.map((shop) => {
            const shopPath = `${pagePath}/shops/${shop.id}`;
            return {
              id: `shop-${shop.id}`,
              label: shop.title,
              href: path(shopPath),
              active: active(shopPath),
            };
          }),
        };
      }),
    });
  }
  if (club?.hasFidelityPrograms) {
    sections.push({
      id: "fidelity",
      items: [
        {
          id: "fidelity",
          label: labels.fidelity,
          href: path("/fidelity-programs"),
          icon: <GiftIcon />,
          active: active("/fidelity-programs"),
        },
      ],
    });
  }
  if (club?.pages.length) {
    sections.push({
      id: "pages",
      title: labels.pages,
      items: club.pages.map((page) => ({
        id: `page-${page.id}`,
        label: page.title,
        href: path(`/pages/${page.name}`),
        active: active(`/pages/${page.name}`),
      })),
    });
  }
  return sections;
}
