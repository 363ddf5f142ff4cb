import type { Club, ClubMeta, Config, ShopItemDetail, ShopPage } from "@club/api-client";
import type { HeadContext } from "./page-head";

// A club whose texts try to break out of every place they are written to.
export const HOSTILE = `Rosso </script><script>alert(1)</script> "&' <!--`;

export const club: Club = {
  id: "1",
  title: "Cantina Aperta",
  description: "Wines of the Chianti hills, from the cellar to your table.",
  logo: { url: "/media/logo.svg", alt: "Cantina Aperta" },
  shopPages: [{ id: "7", slug: "cellar", title: "Cellar", shops: [{ id: "3", title: "Reds" }] }],
  pages: [{ id: "9", name: "about", title: "About us" }],
  hasFidelityPrograms: true,
  home: {
    headline: "Welcome",
    intro: "",
    hero: { url: "/media/hero.jpg", alt: "Vineyard" },
    componentIds: [],
  },
};

export const config = {
  company: { name: "Fattoria Rossi", legalName: "Fattoria Rossi S.r.l.", vatNumber: "IT01234567890" },
  logo: null,
  languages: ["it", "en"],
  defaultLanguage: "it",
} as unknown as Config;

export const meta: ClubMeta = {
  title: "Fattoria Rossi · Cantina Aperta",
  description: club.description,
  company: "Fattoria Rossi",
  languages: ["it", "en"],
};

export const shopPage = {
  id: "7",
  slug: "cellar",
  title: "Cellar",
  description: "Our wines, shipped across Europe.",
  image: { url: "/media/cellar.jpg", alt: "Cellar" },
  currency: "EUR",
  shops: [{ id: "3", title: "Reds", description: "The reds of the estate." }],
} as unknown as ShopPage;

export const item: ShopItemDetail = {
  id: "42",
  shopId: "3",
  productId: "420",
  title: "Chianti Classico 2021",
  productType: "wine",
  format: 0.75,
  weight: null,
  price: { amount: 1650, currency: "EUR" },
  stock: 12,
  available: true,
  images: [{ url: "/media/chianti.jpg", alt: "A bottle of Chianti" }],
  description: "Sangiovese from Greve in Chianti.\n\nAged 12 months in oak.",
  attributes: [],
};

export const context = (overrides: Partial<HeadContext> = {}): HeadContext => ({
  origin: "https://shop.example",
  pathname: "/en/",
  search: "",
  language: "en",
  config,
  club,
  meta,
  ...overrides,
});
