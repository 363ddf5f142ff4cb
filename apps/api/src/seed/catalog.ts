import type { Executor } from "../db/client.js";
import type { ProductType, ShopPageSettings, StoredImage } from "../db/schema/catalog.js";
import {
  coupons,
  products,
  quantityRules,
  shippingListings,
  shopItems,
  shopPages,
  shops,
} from "../db/schema/index.js";
import type { Localized } from "../db/schema/localized.js";
import { DEMO } from "./clubs.js";
import { seedProfiles } from "./profiles.js";

/** Fixed ids, so the demo storefront and the tests can link to them. */
export const CATALOG = {
  cantina: "la-cantina",
  dispensa: "la-dispensa",
  frantoio: "extravergine",
  shops: {
    rossi: "cantina-rossi",
    bianchi: "cantina-bianchi-rosati",
    magnum: "cantina-magnum",
    frantoio: "dispensa-frantoio",
    fattoria: "dispensa-fattoria",
    garda: "frantoio-garda",
  },
  items: {
    chianti2021: "chianti-classico-2021",
    riserva2019: "chianti-classico-riserva-2019",
    granSelezione2018: "gran-selezione-2018",
    sangiovese2022: "toscana-sangiovese-2022",
    vignaCastello2020: "vigna-del-castello-2020",
    bianco2023: "toscana-bianco-2023",
    vermentino2023: "vermentino-2023",
    rosato2023: "rosato-sangiovese-2023",
    magnumChianti2020: "magnum-chianti-classico-2020",
    magnumRiserva2018: "magnum-riserva-2018",
    magnumGranSelezione2016: "magnum-gran-selezione-2016",
    olio500: "olio-evo-050",
    olio750: "olio-evo-075",
    pecorino500: "pecorino-stagionato-500",
    pecorino1000: "pecorino-stagionato-1000",
    miele: "miele-di-castagno",
    vinSanto: "vin-santo-2015",
    gardaDop500: "garda-dop-050",
    gardaDop750: "garda-dop-075",
    gardaLatta: "garda-dop-latta-3l",
    olioLimone: "olio-al-limone-025",
  },
  listings: {
    italyStandard: "it-corriere",
    italyExpress: "it-espresso",
    europe: "eu-corriere",
    gardaItaly: "garda-it-corriere",
  },
} as const;

const t = (it: string, en: string): Localized => ({ it, en });

const picture = (file: string, alt: Localized, width = 600, height = 800): StoredImage => ({
  url: `/media/${file}.svg`,
  alt,
  width,
  height,
});

interface ProductSeed {
  id: string;
  shopId: string;
  title: Localized;
  subtitle?: Localized;
  description: Localized;
  type: ProductType;
  format?: number;
  weight?: number;
  image: string;
  attributes: Array<[Localized, Localized]>;
  price: number;
  compareAtPrice?: number;
  /** What the club's members pay (below `price`). */
  memberPrice?: number;
  /** Sold to members only. */
  membersOnly?: boolean;
  stock: number;
  maxPerOrder?: number;
  badges?: Localized[];
}

const grape = t("Uvaggio", "Grapes");
const vintage = t("Annata", "Vintage");
const alcohol = t("Alcol", "Alcohol");
const pairing = t("Abbinamento", "Pairing");
const region = t("Comune", "Village");
const ageing = t("Affinamento", "Ageing");
const serve = t("Servire a", "Serve at");
const same = (text: string) => t(text, text);
const PROFILED = [grape, vintage, alcohol, pairing];

const NEW = t("Nuova annata", "New vintage");

const ESTATE_PRODUCTS: ProductSeed[] = [
  {
    id: CATALOG.items.chianti2021,
    shopId: CATALOG.shops.rossi,
    title: t("Chianti Classico DOCG 2021", "Chianti Classico DOCG 2021"),
    subtitle: t("Il rosso di tutti i giorni della tenuta", "The estate's everyday red"),
    description: t(
      "Sangiovese dai vigneti di Radda, tra i 450 e i 550 metri. Rubino brillante, profumo di viola e ciliegia, sorso teso e sapido.\n\nFermentato in cemento e affinato 12 mesi in botti grandi di rovere di Slavonia.",
      "Sangiovese from our Radda vineyards, 450 to 550 metres up. Bright ruby, violet and cherry on the nose, a taut and savoury palate.\n\nFermented in concrete and aged 12 months in large Slavonian oak casks.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-chianti-classico-2021",
    attributes: [
      [grape, t("Sangiovese 95%, Canaiolo 5%", "Sangiovese 95%, Canaiolo 5%")],
      [vintage, same("2021")],
      [region, same("Radda in Chianti (SI)")],
      [alcohol, same("13.5%")],
      [ageing, t("12 mesi in botte grande", "12 months in large casks")],
      [pairing, t("Pici al ragù, bistecca alla fiorentina", "Pici with ragù, Florentine steak")],
      [serve, same("16–18 °C")],
    ],
    price: 1850,
    compareAtPrice: 2100,
    stock: 240,
  },
  {
    id: CATALOG.items.riserva2019,
    shopId: CATALOG.shops.rossi,
    title: t("Chianti Classico Riserva DOCG 2019", "Chianti Classico Riserva DOCG 2019"),
    subtitle: t("Dalla vigna del Poggio", "From the Poggio vineyard"),
    description: t(
      "Una selezione delle uve migliori della vigna del Poggio. Granato, con note di prugna, tabacco e sottobosco; tannino fitto e lungo finale.\n\nAffinato 24 mesi in tonneaux e 6 mesi in bottiglia.",
      "A selection of the best grapes from the Poggio vineyard. Garnet, with plum, tobacco and forest floor; dense tannins and a long finish.\n\nAged 24 months in tonneaux and 6 months in bottle.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-chianti-classico-riserva-2019",
    attributes: [
      [grape, t("Sangiovese 100%", "Sangiovese 100%")],
      [vintage, same("2019")],
      [region, same("Radda in Chianti (SI)")],
      [alcohol, same("14%")],
      [ageing, t("24 mesi in tonneaux", "24 months in tonneaux")],
      [pairing, t("Cinghiale in umido, pecorino stagionato", "Braised wild boar, aged pecorino")],
      [serve, same("18 °C")],
    ],
    price: 2900,
    stock: 60,
  },
  {
    id: CATALOG.items.granSelezione2018,
    shopId: CATALOG.shops.rossi,
    title: t("Chianti Classico Gran Selezione DOCG 2018", "Chianti Classico Gran Selezione DOCG 2018"),
    subtitle: t("Vigna del Castello, cru della tenuta", "Vigna del Castello, the estate's cru"),
    description: t(
      "Il vertice della piramide del Chianti Classico: solo uve della tenuta, dalla vigna più alta, sotto le mura del castello.\n\nProfondo e austero, con ciliegia sotto spirito, cuoio e spezie dolci. Un vino da dimenticare in cantina per dieci anni.",
      "The top of the Chianti Classico pyramid: estate grapes only, from the highest vineyard, below the castle walls.\n\nDeep and austere, with spirited cherry, leather and sweet spice. A wine to forget in the cellar for ten years.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-gran-selezione-2018",
    attributes: [
      [grape, t("Sangiovese 100%", "Sangiovese 100%")],
      [vintage, same("2018")],
      [region, same("Radda in Chianti (SI)")],
      [alcohol, same("14.5%")],
      [ageing, t("30 mesi in barrique e tonneaux", "30 months in barriques and tonneaux")],
      [pairing, t("Selvaggina, arrosti", "Game, roasts")],
      [serve, same("18 °C")],
    ],
    price: 4800,
    stock: 18,
    maxPerOrder: 12,
  },
  {
    id: CATALOG.items.sangiovese2022,
    shopId: CATALOG.shops.rossi,
    title: t("Toscana IGT Sangiovese 2022", "Toscana IGT Sangiovese 2022"),
    subtitle: t("Poggio ai Lecci", "Poggio ai Lecci"),
    description: t(
      "Sangiovese giovane e succoso, vinificato solo in acciaio per conservarne il frutto. Ideale per la tavola di ogni giorno.",
      "Young, juicy Sangiovese, made in steel only to keep its fruit. Made for the everyday table.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-toscana-sangiovese-2022",
    attributes: [
      [grape, t("Sangiovese 100%", "Sangiovese 100%")],
      [vintage, same("2022")],
      [alcohol, same("13%")],
      [pairing, t("Pizza, salumi toscani", "Pizza, Tuscan cured meats")],
      [serve, same("14–16 °C")],
    ],
    price: 1200,
    memberPrice: 1050,
    stock: 300,
    badges: [NEW],
  },
  {
    id: CATALOG.items.vignaCastello2020,
    shopId: CATALOG.shops.rossi,
    title: t("Toscana IGT Rosso 2020", "Toscana IGT Rosso 2020"),
    subtitle: t("Sangiovese e Merlot", "Sangiovese and Merlot"),
    description: t(
      "Il nostro supertuscan: Sangiovese e Merlot affinati 18 mesi in barrique. Annata esaurita, torna con la 2021.",
      "Our Super Tuscan: Sangiovese and Merlot aged 18 months in barriques. Sold out; back with the 2021.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-vigna-del-castello-2020",
    attributes: [
      [grape, t("Sangiovese 70%, Merlot 30%", "Sangiovese 70%, Merlot 30%")],
      [vintage, same("2020")],
      [alcohol, same("14.5%")],
      [pairing, t("Agnello, formaggi stagionati", "Lamb, aged cheeses")],
    ],
    price: 3600,
    stock: 0,
  },
  {
    id: CATALOG.items.bianco2023,
    shopId: CATALOG.shops.bianchi,
    title: t("Toscana IGT Bianco 2023", "Toscana IGT Bianco 2023"),
    subtitle: t("Malvasia e Trebbiano", "Malvasia and Trebbiano"),
    description: t(
      "Le antiche uve bianche del Chianti, raccolte a mano. Fresco, floreale, con una nota di mandorla.",
      "The old white grapes of Chianti, picked by hand. Fresh and floral, with a hint of almond.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-toscana-bianco-2023",
    attributes: [
      [grape, t("Malvasia bianca 60%, Trebbiano 40%", "Malvasia bianca 60%, Trebbiano 40%")],
      [vintage, same("2023")],
      [alcohol, same("12.5%")],
      [pairing, t("Crostini toscani, pesce di lago", "Tuscan crostini, lake fish")],
      [serve, same("10 °C")],
    ],
    price: 1250,
    memberPrice: 1100,
    stock: 120,
  },
  {
    id: CATALOG.items.vermentino2023,
    shopId: CATALOG.shops.bianchi,
    title: t("Vermentino Toscana IGT 2023", "Vermentino Toscana IGT 2023"),
    description: t(
      "Vermentino dalla nostra vigna verso la Maremma: sapido, agrumato, profuma di macchia mediterranea.",
      "Vermentino from our vineyard towards the Maremma: savoury and citrusy, with the scent of Mediterranean scrub.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-vermentino-2023",
    attributes: [
      [grape, t("Vermentino 100%", "Vermentino 100%")],
      [vintage, same("2023")],
      [alcohol, same("13%")],
      [pairing, t("Crudi di mare, risotto agli asparagi", "Raw seafood, asparagus risotto")],
      [serve, same("8–10 °C")],
    ],
    price: 1500,
    memberPrice: 1350,
    stock: 90,
  },
  {
    id: CATALOG.items.rosato2023,
    shopId: CATALOG.shops.bianchi,
    title: t("Rosato di Sangiovese IGT 2023", "Sangiovese Rosato IGT 2023"),
    description: t(
      "Sangiovese vinificato in rosa con una breve macerazione: fragola, melograno e una bella freschezza.",
      "Sangiovese made as a rosé after a short maceration: strawberry, pomegranate and lively freshness.",
    ),
    type: "wine",
    format: 0.75,
    image: "bottle-rosato-2023",
    attributes: [
      [grape, t("Sangiovese 100%", "Sangiovese 100%")],
      [vintage, same("2023")],
      [alcohol, same("12.5%")],
      [pairing, t("Aperitivo, panzanella", "Aperitivo, panzanella")],
    ],
    price: 1350,
    stock: 5,
  },
  {
    id: CATALOG.items.magnumChianti2020,
    shopId: CATALOG.shops.magnum,
    title: t("Chianti Classico DOCG 2020 Magnum", "Chianti Classico DOCG 2020 Magnum"),
    description: t(
      "Il Chianti Classico in formato magnum, che lo fa evolvere più lentamente e con più grazia. Per le tavolate.",
      "Chianti Classico in magnum, which ages it slower and more gracefully. Made for long tables.",
    ),
    type: "wine",
    format: 1.5,
    image: "magnum-chianti-classico-2020",
    attributes: [
      [grape, t("Sangiovese 95%, Canaiolo 5%", "Sangiovese 95%, Canaiolo 5%")],
      [vintage, same("2020")],
      [alcohol, same("13.5%")],
      [pairing, t("Arista di maiale, grigliate", "Roast pork loin, barbecues")],
    ],
    price: 4200,
    stock: 40,
  },
  {
    id: CATALOG.items.magnumRiserva2018,
    shopId: CATALOG.shops.magnum,
    title: t("Chianti Classico Riserva DOCG 2018 Magnum", "Chianti Classico Riserva DOCG 2018 Magnum"),
    description: t(
      "La Riserva 2018, annata fresca ed elegante, in magnum: pronta ora e per i prossimi quindici anni.",
      "The 2018 Riserva, a cool and elegant vintage, in magnum: ready now and for the next fifteen years.",
    ),
    type: "wine",
    format: 1.5,
    image: "magnum-riserva-2018",
    attributes: [
      [grape, t("Sangiovese 100%", "Sangiovese 100%")],
      [vintage, same("2018")],
      [alcohol, same("14%")],
      [pairing, t("Peposo dell'Impruneta", "Peposo from Impruneta")],
    ],
    price: 6800,
    stock: 6,
  },
  {
    id: CATALOG.items.magnumGranSelezione2016,
    shopId: CATALOG.shops.magnum,
    title: t("Gran Selezione DOCG 2016 Magnum", "Gran Selezione DOCG 2016 Magnum"),
    subtitle: t("In cassetta di legno", "In a wooden case"),
    description: t(
      "Una delle grandi annate del secolo, in magnum e cassetta di legno numerata. Per un regalo importante.",
      "One of the great vintages of the century, in magnum with a numbered wooden case. For an important gift.",
    ),
    type: "wine",
    format: 1.5,
    image: "magnum-gran-selezione-2016",
    attributes: [
      [grape, t("Sangiovese 100%", "Sangiovese 100%")],
      [vintage, same("2016")],
      [alcohol, same("14.5%")],
      [ageing, t("30 mesi in legno, 4 anni in bottiglia", "30 months in wood, 4 years in bottle")],
    ],
    price: 12000,
    stock: 4,
    maxPerOrder: 2,
  },
  {
    id: CATALOG.items.olio500,
    shopId: CATALOG.shops.frantoio,
    title: t("Olio extravergine di oliva 0,5 L", "Extra virgin olive oil 0.5 L"),
    subtitle: t("Raccolto 2025, frantoio della tenuta", "2025 harvest, the estate's mill"),
    description: t(
      "Moraiolo, Frantoio e Leccino frante a freddo entro sei ore dalla raccolta. Verde, piccante, con note di carciofo.",
      "Moraiolo, Frantoio and Leccino cold-pressed within six hours of picking. Green and peppery, with artichoke notes.",
    ),
    type: "liquid",
    format: 0.5,
    image: "olio-evo-050",
    attributes: [
      [t("Cultivar", "Cultivars"), same("Moraiolo, Frantoio, Leccino")],
      [t("Raccolta", "Harvest"), t("Novembre 2025", "November 2025")],
      [pairing, t("Fettunta, ribollita", "Fettunta, ribollita")],
    ],
    price: 1600,
    stock: 150,
  },
  {
    id: CATALOG.items.olio750,
    shopId: CATALOG.shops.frantoio,
    title: t("Olio extravergine di oliva 0,75 L", "Extra virgin olive oil 0.75 L"),
    subtitle: t("Raccolto 2025, frantoio della tenuta", "2025 harvest, the estate's mill"),
    description: t(
      "Lo stesso olio novo in bottiglia grande, per la cucina di tutti i giorni.",
      "The same new oil in a larger bottle, for everyday cooking.",
    ),
    type: "liquid",
    format: 0.75,
    image: "olio-evo-075",
    attributes: [
      [t("Cultivar", "Cultivars"), same("Moraiolo, Frantoio, Leccino")],
      [t("Raccolta", "Harvest"), t("Novembre 2025", "November 2025")],
    ],
    price: 2200,
    stock: 80,
  },
  {
    id: CATALOG.items.pecorino500,
    shopId: CATALOG.shops.fattoria,
    title: t("Pecorino stagionato 500 g", "Aged pecorino 500 g"),
    subtitle: t("Latte crudo, 6 mesi in grotta", "Raw milk, 6 months in the cave"),
    description: t(
      "Pecorino a latte crudo del caseificio del podere, stagionato sei mesi. Pasta friabile, sapore deciso.",
      "Raw-milk pecorino from the farm's dairy, aged six months. Crumbly, with a bold flavour.",
    ),
    type: "food",
    weight: 500,
    image: "pecorino-500",
    attributes: [
      [t("Latte", "Milk"), t("Ovino crudo", "Raw sheep's milk")],
      [ageing, t("6 mesi", "6 months")],
      [pairing, t("Miele di castagno, Chianti Classico Riserva", "Chestnut honey, Chianti Classico Riserva")],
    ],
    price: 1400,
    stock: 30,
  },
  {
    id: CATALOG.items.pecorino1000,
    shopId: CATALOG.shops.fattoria,
    title: t("Pecorino stagionato 1 kg", "Aged pecorino 1 kg"),
    subtitle: t("Latte crudo, 6 mesi in grotta", "Raw milk, 6 months in the cave"),
    description: t(
      "La forma intera da un chilo, sottovuoto: si conserva a lungo in frigorifero.",
      "The whole one-kilo wheel, vacuum-packed: it keeps a long time in the fridge.",
    ),
    type: "food",
    weight: 1000,
    image: "pecorino-1000",
    attributes: [
      [t("Latte", "Milk"), t("Ovino crudo", "Raw sheep's milk")],
      [ageing, t("6 mesi", "6 months")],
    ],
    price: 2600,
    stock: 12,
  },
  {
    id: CATALOG.items.miele,
    shopId: CATALOG.shops.fattoria,
    title: t("Miele di castagno 400 g", "Chestnut honey 400 g"),
    description: t(
      "Dalle arnie ai margini del bosco di castagni: scuro, amarognolo, perfetto con i formaggi stagionati.",
      "From hives at the edge of the chestnut wood: dark and bittersweet, perfect with aged cheeses.",
    ),
    type: "food",
    weight: 400,
    image: "miele-di-castagno",
    attributes: [[pairing, t("Pecorino stagionato", "Aged pecorino")]],
    price: 950,
    stock: 45,
  },
  {
    id: CATALOG.items.vinSanto,
    shopId: CATALOG.shops.fattoria,
    title: t("Vin Santo del Chianti Classico DOC 2015", "Vin Santo del Chianti Classico DOC 2015"),
    subtitle: t("Mezza bottiglia 0,375 L", "Half bottle 0.375 L"),
    description: t(
      "Malvasia e Trebbiano appassiti sui graticci fino a febbraio, poi sei anni in caratelli. Ambrato, fichi secchi e noce.",
      "Malvasia and Trebbiano dried on racks until February, then six years in small casks. Amber, dried figs and walnut.",
    ),
    type: "wine",
    format: 0.375,
    image: "vin-santo-2015",
    attributes: [
      [grape, t("Malvasia, Trebbiano", "Malvasia, Trebbiano")],
      [vintage, same("2015")],
      [alcohol, same("16%")],
      [pairing, t("Cantucci", "Cantucci biscuits")],
    ],
    price: 3200,
    membersOnly: true,
    stock: 24,
  },
];

const MILL_PRODUCTS: ProductSeed[] = [
  {
    id: CATALOG.items.gardaDop500,
    shopId: CATALOG.shops.garda,
    title: t("Garda DOP extravergine 0,5 L", "Garda PDO extra virgin 0.5 L"),
    subtitle: t("Casaliva, raccolto 2025", "Casaliva, 2025 harvest"),
    description: t(
      "Olio delicato della cultivar Casaliva, note di mandorla e erba tagliata. Il lago lo rende dolce e gentile.",
      "A delicate oil from the Casaliva cultivar, with almond and cut grass. The lake makes it sweet and gentle.",
    ),
    type: "liquid",
    format: 0.5,
    image: "garda-dop-050",
    attributes: [
      [t("Cultivar", "Cultivars"), same("Casaliva, Leccino")],
      [pairing, t("Pesce di lago, verdure crude", "Lake fish, raw vegetables")],
    ],
    price: 1900,
    stock: 100,
  },
  {
    id: CATALOG.items.gardaDop750,
    shopId: CATALOG.shops.garda,
    title: t("Garda DOP extravergine 0,75 L", "Garda PDO extra virgin 0.75 L"),
    description: t("Il nostro Garda DOP nella bottiglia da tavola.", "Our Garda PDO in the table bottle."),
    type: "liquid",
    format: 0.75,
    image: "garda-dop-075",
    attributes: [[t("Cultivar", "Cultivars"), same("Casaliva, Leccino")]],
    price: 2600,
    memberPrice: 2300,
    stock: 60,
  },
  {
    id: CATALOG.items.gardaLatta,
    shopId: CATALOG.shops.garda,
    title: t("Garda DOP extravergine, latta 3 L", "Garda PDO extra virgin, 3 L tin"),
    description: t(
      "La latta da tre litri che protegge l'olio dalla luce: la scorta di famiglia per l'anno.",
      "The three-litre tin that keeps the light out: the family's supply for the year.",
    ),
    type: "liquid",
    format: 3,
    image: "garda-dop-latta-3l",
    attributes: [[t("Cultivar", "Cultivars"), same("Casaliva, Leccino")]],
    price: 7500,
    stock: 25,
  },
  {
    id: CATALOG.items.olioLimone,
    shopId: CATALOG.shops.garda,
    title: t("Olio al limone del Garda 0,25 L", "Garda lemon oil 0.25 L"),
    description: t(
      "Olive e limoni del lago franti insieme. Per il pesce e le insalate.",
      "Olives and lake lemons pressed together. For fish and salads.",
    ),
    type: "liquid",
    format: 0.25,
    image: "olio-al-limone-025",
    attributes: [[pairing, t("Pesce, insalate", "Fish, salads")]],
    price: 1100,
    stock: 3,
  },
];

/** A seed's pairing attribute as a list of dishes per language ("Pici al ragù, bistecca" → two dishes). */
function pairingsOf(seed: ProductSeed): Localized[] {
  const attribute = seed.attributes.find(([label]) => label === pairing);
  if (!attribute) return [];
  const [it, en] = [attribute[1].it.split(", "), attribute[1].en.split(", ")];
  if (it.length !== en.length) return [attribute[1]];
  return it.map((dish, i) => t(dish, en[i] ?? dish));
}

function productRows(clubId: string, seeds: ProductSeed[]) {
  const profiles = seedProfiles();
  return seeds.map((seed) => {
    const profile = profiles[seed.id];
    return {
      id: seed.id,
      clubId,
      title: seed.title,
      subtitle: seed.subtitle ?? null,
      description: seed.description,
      productType: seed.type,
      format: seed.format ?? null,
      weight: seed.weight ?? null,
      // The facts the profile types are not repeated as free-form attributes.
      attributes: seed.attributes
        .filter(([label]) => !profile || !PROFILED.includes(label))
        .map(([label, value]) => ({ label, value })),
      images: [picture(seed.image, seed.title)],
      profile: profile ? { ...profile, pairings: pairingsOf(seed) } : null,
    };
  });
}

function itemRows(clubId: string, seeds: ProductSeed[]) {
  return seeds.map((seed, position) => ({
    id: seed.id,
    clubId,
    shopId: seed.shopId,
    productId: seed.id,
    price: seed.price,
    compareAtPrice: seed.compareAtPrice ?? null,
    memberPrice: seed.memberPrice ?? null,
    membersOnly: seed.membersOnly ?? false,
    stock: seed.stock,
    maxPerOrder: seed.maxPerOrder ?? null,
    badges: seed.badges ?? [],
    available: true,
    position,
  }));
}

const CELLAR = "Località Castelvecchio 12, 53017 Radda in Chianti (SI)";
const HOURS = t("Lun–Sab 10–18, domenica su appuntamento", "Mon–Sat 10am–6pm, Sundays by appointment");

export async function seedCatalog(db: Executor) {
  const estate = DEMO.estate.id;
  const mill = DEMO.invitational.id;
  const cantinaSettings: ShopPageSettings = {
    // Pickup at the cellar is paid there: checkout has no payment step for it.
    payment: { pickup: "disable" },
    shipping: { enabled: true, pickupEnabled: true, pickupAddress: CELLAR, pickupHours: HOURS },
    invoice: { enabled: true },
  };
  const dispensaSettings: ShopPageSettings = {
    payment: { pickup: "enable" },
    shipping: { enabled: true, pickupEnabled: true, pickupAddress: CELLAR, pickupHours: HOURS },
    invoice: { enabled: true },
  };
  await db.insert(shopPages).values([
    {
      id: CATALOG.cantina,
      clubId: estate,
      slug: "cantina",
      title: t("La Cantina", "The Cellar"),
      description: t(
        "I vini della tenuta, dal Chianti Classico di ogni giorno alla Gran Selezione. Le bottiglie da 0,75 L si ordinano in cartoni da 6, le magnum a coppie.",
        "The estate's wines, from the everyday Chianti Classico to the Gran Selezione. 0.75 L bottles come in cases of 6, magnums in pairs.",
      ),
      image: picture("page-cantina", t("Botti in cantina", "Casks in the cellar"), 1200, 500),
      currency: "EUR",
      settings: cantinaSettings,
      position: 0,
    },
    {
      id: CATALOG.dispensa,
      clubId: estate,
      slug: "dispensa",
      title: t("La Dispensa", "The Pantry"),
      description: t(
        "Olio del nostro frantoio, pecorino del podere, miele e Vin Santo.",
        "Oil from our mill, the farm's pecorino, honey and Vin Santo.",
      ),
      image: picture("page-dispensa", t("Olio, pecorino e miele", "Oil, pecorino and honey"), 1200, 500),
      currency: "EUR",
      settings: dispensaSettings,
      position: 1,
    },
    {
      id: CATALOG.frantoio,
      clubId: mill,
      slug: "olio",
      title: t("L'Extravergine", "Extra Virgin"),
      description: t(
        "Il Garda DOP del frantoio, riservato ai soci.",
        "The mill's Garda PDO oil, reserved for members.",
      ),
      image: picture("page-frantoio", t("Uliveto sul lago", "Olive grove on the lake"), 1200, 500),
      currency: "EUR",
      settings: {
        payment: { pickup: "enable" },
        shipping: {
          enabled: true,
          pickupEnabled: true,
          pickupAddress: "Via degli Ulivi 4, 37016 Garda (VR)",
          pickupHours: t("Mar–Sab 9–12:30", "Tue–Sat 9am–12:30pm"),
        },
        invoice: { enabled: true },
      },
      position: 0,
    },
  ]);

  await db.insert(shops).values([
    {
      id: CATALOG.shops.rossi,
      clubId: estate,
      shopPageId: CATALOG.cantina,
      title: t("Rossi", "Reds"),
      description: t("Sangiovese in tutte le sue espressioni.", "Sangiovese in all its expressions."),
      image: null,
      position: 0,
    },
    {
      id: CATALOG.shops.bianchi,
      clubId: estate,
      shopPageId: CATALOG.cantina,
      title: t("Bianchi e Rosati", "Whites and Rosés"),
      description: t("Per l'estate e l'aperitivo.", "For summer and aperitivo."),
      image: null,
      position: 1,
    },
    {
      id: CATALOG.shops.magnum,
      clubId: estate,
      shopPageId: CATALOG.cantina,
      title: t("Magnum", "Magnums"),
      description: t("Grandi formati da 1,5 L, a coppie.", "Large 1.5 L formats, in pairs."),
      image: null,
      position: 2,
    },
    {
      id: CATALOG.shops.frantoio,
      clubId: estate,
      shopPageId: CATALOG.dispensa,
      title: t("Dal frantoio", "From the mill"),
      description: t("Olio extravergine della tenuta.", "The estate's extra virgin olive oil."),
      image: null,
      position: 0,
    },
    {
      id: CATALOG.shops.fattoria,
      clubId: estate,
      shopPageId: CATALOG.dispensa,
      title: t("Dalla fattoria", "From the farm"),
      description: t("Pecorino, miele e Vin Santo.", "Pecorino, honey and Vin Santo."),
      image: null,
      position: 1,
    },
    {
      id: CATALOG.shops.garda,
      clubId: mill,
      shopPageId: CATALOG.frantoio,
      title: t("Garda DOP", "Garda PDO"),
      description: t("L'olio del lago.", "The lake's oil."),
      image: null,
      position: 0,
    },
  ]);

  await db
    .insert(products)
    .values([...productRows(estate, ESTATE_PRODUCTS), ...productRows(mill, MILL_PRODUCTS)]);
  await db.insert(shopItems).values([...itemRows(estate, ESTATE_PRODUCTS), ...itemRows(mill, MILL_PRODUCTS)]);

  await db.insert(quantityRules).values([
    {
      id: "cantina-wine-075",
      clubId: estate,
      shopPageId: CATALOG.cantina,
      productType: "wine",
      field: "format",
      fieldValue: 0.75,
      quantity: 6,
    },
    {
      id: "cantina-wine-150",
      clubId: estate,
      shopPageId: CATALOG.cantina,
      productType: "wine",
      field: "format",
      fieldValue: 1.5,
      quantity: 2,
    },
    {
      id: "dispensa-food-500",
      clubId: estate,
      shopPageId: CATALOG.dispensa,
      productType: "food",
      field: "weight",
      fieldValue: 500,
      quantity: 2,
    },
  ]);

  const europe = ["FR", "DE", "AT", "BE", "NL", "ES"];
  const estateListings = (shopPageId: string, prefix: string) => [
    {
      id: `${prefix}-${CATALOG.listings.italyStandard}`,
      clubId: estate,
      shopPageId,
      name: t("Corriere espresso Italia", "Courier, Italy"),
      description: t("Gratuita sopra i 150 €.", "Free above €150."),
      carrier: "BRT",
      countries: ["IT", "SM", "VA"],
      price: 990,
      freeAbove: 15000,
      minDays: 2,
      maxDays: 4,
      position: 0,
    },
    {
      id: `${prefix}-${CATALOG.listings.italyExpress}`,
      clubId: estate,
      shopPageId,
      name: t("Consegna in 24 ore", "Next-day delivery"),
      description: t(
        "Ordini entro le 12, consegna il giorno dopo.",
        "Order by noon, delivered the next day.",
      ),
      carrier: "DHL Express",
      countries: ["IT"],
      price: 1900,
      freeAbove: null,
      minDays: 1,
      maxDays: 1,
      position: 1,
    },
    {
      id: `${prefix}-${CATALOG.listings.europe}`,
      clubId: estate,
      shopPageId,
      name: t("Corriere Europa", "Courier, Europe"),
      description: t(
        "Francia, Germania, Austria, Benelux e Spagna.",
        "France, Germany, Austria, Benelux and Spain.",
      ),
      carrier: "DHL",
      countries: europe,
      price: 2490,
      freeAbove: null,
      minDays: 3,
      maxDays: 6,
      position: 2,
    },
  ];
  await db.insert(shippingListings).values([
    ...estateListings(CATALOG.cantina, "cantina"),
    ...estateListings(CATALOG.dispensa, "dispensa"),
    {
      id: CATALOG.listings.gardaItaly,
      clubId: mill,
      shopPageId: CATALOG.frantoio,
      name: t("Corriere Italia", "Courier, Italy"),
      description: t("Gratuita sopra i 100 €.", "Free above €100."),
      carrier: "GLS",
      countries: ["IT"],
      price: 790,
      freeAbove: 10000,
      minDays: 2,
      maxDays: 5,
      position: 0,
    },
  ]);

  await db.insert(coupons).values([
    {
      id: "cv-benvenuto10",
      clubId: estate,
      code: "BENVENUTO10",
      kind: "percent",
      value: 10,
      currency: "EUR",
      description: t(
        "10% di benvenuto sul primo ordine da 50 €",
        "10% welcome discount on a first order from €50",
      ),
      minSubtotal: 5000,
      startsAt: new Date("2025-01-01T00:00:00Z"),
      expiresAt: new Date("2030-12-31T23:59:59Z"),
      // First order only: once per member (or guest email).
      perCustomerLimit: 1,
    },
    {
      id: "cv-estate2025",
      clubId: estate,
      code: "ESTATE2025",
      kind: "fixed",
      value: 1500,
      currency: "EUR",
      description: t("15 € di sconto per l'estate 2025", "€15 off for summer 2025"),
      minSubtotal: 8000,
      startsAt: new Date("2025-06-01T00:00:00Z"),
      expiresAt: new Date("2025-09-30T23:59:59Z"),
    },
    {
      id: "cv-spedizionegratis",
      clubId: estate,
      code: "SPEDIZIONEGRATIS",
      kind: "free_shipping",
      value: 0,
      currency: "EUR",
      description: t("Spedizione gratuita", "Free shipping"),
      minSubtotal: null,
      startsAt: null,
      expiresAt: null,
    },
    {
      id: "fg-soci5",
      clubId: mill,
      code: "SOCI5",
      kind: "fixed",
      value: 500,
      currency: "EUR",
      description: t("5 € di sconto per i soci", "€5 off for members"),
      minSubtotal: 3000,
      startsAt: null,
      expiresAt: null,
    },
  ]);
}
