/** A fake platform with a catalog, for the server-rendering tests: what the shop's pages read, in both languages. */
import { vi } from "vitest";
import { fakePlatform } from "./test-fixtures";

const item = (id: string, title: string, amount: number) => ({
  id,
  shopId: "3",
  productId: `p${id}`,
  title,
  subtitle: "Toscana",
  productType: "wine",
  format: 0.75,
  weight: null,
  price: { amount, currency: "EUR" },
  stock: 12,
  available: true,
  images: [{ url: `/media/${id}.jpg`, alt: `A bottle of ${title}` }],
});

/** The platform's answers, with `text` in every name a visitor reads (a hostile test passes markup through it). */
export function catalog(text = "Chianti Classico") {
  const wine = item("42", text, 1650);
  const shopPage = {
    id: "7",
    slug: "cellar",
    title: `Cellar ${text}`,
    description: `Our wines: ${text}`,
    image: { url: "/media/cellar.jpg", alt: "Cellar" },
    currency: "EUR",
    settings: {
      payment: { pickup: "enable" },
      shipping: { enabled: true, pickupEnabled: false },
      invoice: { enabled: false },
    },
    shops: [
      {
        id: "3",
        title: `Reds ${text}`,
        description: "The reds",
        items: [wine, item("43", "Morellino", 1200)],
      },
    ],
  };
  return {
    "/api/v2/shop-pages/7": shopPage,
    "/api/v2/shop-pages/7/shops/3/shop-items/42": {
      ...wine,
      description: `Sangiovese. ${text}`,
      attributes: [{ label: "Grape", value: "Sangiovese" }],
      related: [],
    },
    "/api/v2/geo/countries": { items: [{ code: "IT", name: `Italia ${text}`, phoneCode: "+39" }] },
    "/api/v2/pages/about": {
      id: "9",
      name: "about",
      title: `About ${text}`,
      description: "Who we are",
      html: `<p>Since 1920, ${text.replace(/</g, "&lt;")}</p>`,
      components: [],
    },
  } as Record<string, unknown>;
}

/** The fake platform of the server's tests, answering the catalog too; records each read's path. */
export function catalogPlatform(answers: Record<string, unknown> = catalog()) {
  const base = fakePlatform();
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // The platform names a shop page by its id or its slug.
    const path = new URL(request.url).pathname.replace(
      /^\/api\/v2\/shop-pages\/cellar(?=\/|$)/,
      "/api/v2/shop-pages/7",
    );
    const body = answers[path];
    if (body) return Response.json(body);
    return base(request);
  });
}
