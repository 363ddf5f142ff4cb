import type { Club } from "@club/api-client";
import { describe, expect, it } from "vitest";
import { navSections } from "./nav-sections";

const club = (hasFidelityPrograms: boolean): Club => ({
  id: "c",
  title: "Club",
  description: "",
  hasFidelityPrograms,
  shopPages: [{ id: "p1", slug: "cantina", title: "The Cellar", shops: [{ id: "reds", title: "Reds" }] }],
  pages: [{ id: "x", name: "our-story", title: "Our story" }],
  home: { headline: "", intro: "", componentIds: [] },
});
const labels = { home: "Home", search: "Search", shops: "Shops", fidelity: "Fidelity", pages: "Info" };
const path = (to: string) => `/en${to}`;

describe("the side menu (architecture §2)", () => {
  it("lists home, shop pages with their shops, and custom pages", () => {
    const sections = navSections(club(false), labels, path, "/shop-pages/cantina");
    expect(sections.map((s) => s.id)).toEqual(["main", "shop-pages", "pages"]);
    expect(sections[0]!.items.map((i) => i.id)).toEqual(["home", "search"]);
    const page = sections[1]!.items[0]!;
    expect(page).toMatchObject({ href: "/en/shop-pages/cantina", active: true });
    expect(page.children?.[0]).toMatchObject({ label: "Reds", href: "/en/shop-pages/cantina/shops/reds" });
    expect(sections[2]!.items[0]).toMatchObject({ href: "/en/pages/our-story" });
  });

  it("shows the fidelity link only when programs exist, after the shop pages and before the custom pages", () => {
    const order = navSections(club(true), labels, path, "/").flatMap((section) =>
      section.items.map((item) => item.id),
    );
    expect(order).toEqual(["home", "search", "shop-page-p1", "fidelity", "page-x"]);
    expect(navSections(null, labels, path, "/")).toHaveLength(1);
  });
});
