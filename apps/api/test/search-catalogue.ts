import type { Db } from "../src/db/client.js";
import type { ItemKind, ProductProfile } from "../src/db/schema/catalog.js";
import { products, shopItems } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";

// A generated catalogue for the search's benchmark and plan tests: varied kinds, grapes, regions, vintages and
// formats, names that repeat (so a typo has many near matches) and descriptions in both languages.
const KINDS: ItemKind[] = [
  "red",
  "red",
  "red",
  "white",
  "white",
  "rose",
  "sparkling",
  "sweet",
  "oil",
  "cheese",
];
const GRAPES = [
  "Sangiovese",
  "Nebbiolo",
  "Barbera",
  "Vermentino",
  "Trebbiano",
  "Merlot",
  "Canaiolo",
  "Aglianico",
];
const REGIONS = ["Toscana", "Piemonte", "Veneto", "Sicilia", "Puglia", "Campania"];
const NAMES = [
  "Chianti Classico",
  "Barolo",
  "Brunello",
  "Vermentino",
  "Primitivo",
  "Soave",
  "Etna Rosso",
  "Taurasi",
];
const FORMATS = [0.375, 0.75, 0.75, 0.75, 1.5];

function profile(i: number): ProductProfile {
  const kind = KINDS[i % KINDS.length]!;
  const wine = kind !== "oil" && kind !== "cheese";
  return {
    kind,
    grapes: wine ? [GRAPES[i % GRAPES.length]!, GRAPES[(i * 7) % GRAPES.length]!] : [],
    denomination: wine ? (["DOCG", "DOC", "IGT"] as const)[i % 3]! : null,
    region: REGIONS[i % REGIONS.length]!,
    vintage: wine ? 2005 + (i % 19) : null,
    alcohol: wine ? 11.5 + (i % 8) / 2 : null,
    pairings: [{ it: "Arrosti", en: "Roasts" }],
    tastingNotes: { it: "Frutta rossa e spezie", en: "Red fruit and spice" },
  };
}

/**
 * Adds `count` generated items (ids `bench-<n>`) to the demo catalogue's three shops of `clubId`, then analyzes the
 * tables so the planner knows their size. `words(i)` may add words to item i's Italian and English descriptions.
 */
export async function seedSearchCatalogue(
  db: Db,
  clubId: string,
  count: number,
  words: (i: number) => { it: string; en: string } = () => ({ it: "", en: "" }),
) {
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, n) => start + n);
    await db.insert(products).values(
      batch.map((i) => {
        const name = `${NAMES[i % NAMES.length]} ${i}`;
        const extra = words(i);
        return {
          id: `bench-${i}`,
          clubId,
          title: { it: name, en: name },
          subtitle: { it: "Vino della cantina", en: "A wine from the cellar" },
          description: {
            it: `Un vino rosso strutturato, affinato in botti di rovere. Lotto ${i}. ${extra.it}`.trim(),
            en: `A structured red wine, aged in oak casks. Batch ${i}. ${extra.en}`.trim(),
          },
          productType: "wine" as const,
          format: FORMATS[i % FORMATS.length]!,
          profile: profile(i),
        };
      }),
    );
    await db.insert(shopItems).values(
      batch.map((i) => ({
        id: `bench-${i}`,
        clubId,
        shopId: [CATALOG.shops.rossi, CATALOG.shops.bianchi, CATALOG.shops.magnum][i % 3]!,
        productId: `bench-${i}`,
        price: 800 + ((i * 37) % 9000),
        stock: i % 50,
      })),
    );
  }
  for (const table of ["products", "shop_items"]) await db.execute(`analyze ${table}`);
}
