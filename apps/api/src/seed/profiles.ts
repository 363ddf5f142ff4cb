import type { ProductProfile } from "../db/schema/catalog.js";
import type { Localized } from "../db/schema/localized.js";
import { CATALOG } from "./catalog.js";

type SeedProfile = Omit<ProductProfile, "pairings">;

const t = (it: string, en: string): Localized => ({ it, en });
const TOSCANA = "Toscana";
const GARDA = "Lombardia";
const SANGIOVESE = ["Sangiovese"];
const CLASSICO = ["Sangiovese", "Canaiolo"];
const TUSCAN_OLIVES = ["Moraiolo", "Frantoio", "Leccino"];
const GARDA_OLIVES = ["Casaliva", "Leccino"];

const wine = (
  kind: ProductProfile["kind"],
  grapes: string[],
  denomination: ProductProfile["denomination"],
  vintage: number,
  alcohol: number,
  tastingNotes: Localized,
): SeedProfile => ({ kind, grapes, denomination, region: TOSCANA, vintage, alcohol, tastingNotes });

const other = (
  kind: ProductProfile["kind"],
  grapes: string[],
  denomination: ProductProfile["denomination"],
  region: string,
  tastingNotes: Localized | null = null,
): SeedProfile => ({ kind, grapes, denomination, region, vintage: null, alcohol: null, tastingNotes });

const CHIANTI_NOTES = t(
  "Rubino brillante; viola e ciliegia al naso; sorso teso e sapido.",
  "Bright ruby; violet and cherry on the nose; a taut, savoury palate.",
);
const RISERVA_NOTES = t(
  "Granato; amarena, tabacco e sottobosco; tannino fitto e lungo.",
  "Garnet; black cherry, tobacco and forest floor; dense, long tannins.",
);
const GRAN_SELEZIONE_NOTES = t(
  "Profondo; ciliegia sotto spirito, cuoio e spezie dolci; austero.",
  "Deep; spirited cherry, leather and sweet spice; austere.",
);
const GARDA_NOTES = t(
  "Fruttato leggero; mandorla e carciofo; chiusura delicata.",
  "Lightly fruity; almond and artichoke; a gentle finish.",
);

/**
 * The demo catalogue's typed facts, by item id (pairings come from each product's pairing attribute). A function,
 * not a constant: catalog.ts imports it and owns the ids, so it runs once both modules are loaded.
 */
export const seedProfiles = (): Record<string, SeedProfile> => ({
  [CATALOG.items.chianti2021]: wine("red", CLASSICO, "DOCG", 2021, 13.5, CHIANTI_NOTES),
  [CATALOG.items.riserva2019]: wine("red", SANGIOVESE, "DOCG", 2019, 14, RISERVA_NOTES),
  [CATALOG.items.granSelezione2018]: wine("red", SANGIOVESE, "DOCG", 2018, 14.5, GRAN_SELEZIONE_NOTES),
  [CATALOG.items.sangiovese2022]: wine(
    "red",
    SANGIOVESE,
    "IGT",
    2022,
    13,
    t(
      "Rubino vivace; frutti rossi croccanti; beva facile.",
      "Lively ruby; crunchy red fruit; easy drinking.",
    ),
  ),
  [CATALOG.items.vignaCastello2020]: wine(
    "red",
    ["Sangiovese", "Merlot"],
    "IGT",
    2020,
    14.5,
    t(
      "Rubino cupo; prugna, cacao e spezie; morbido e ampio.",
      "Dark ruby; plum, cocoa and spice; round and broad.",
    ),
  ),
  [CATALOG.items.bianco2023]: wine(
    "white",
    ["Malvasia bianca", "Trebbiano"],
    "IGT",
    2023,
    12.5,
    t("Paglierino; fiori bianchi e mandorla; fresco.", "Straw yellow; white flowers and almond; fresh."),
  ),
  [CATALOG.items.vermentino2023]: wine(
    "white",
    ["Vermentino"],
    "IGT",
    2023,
    13,
    t(
      "Paglierino verdolino; agrumi ed erbe; finale salino.",
      "Green-tinged straw; citrus and herbs; a saline finish.",
    ),
  ),
  [CATALOG.items.rosato2023]: wine(
    "rose",
    SANGIOVESE,
    "IGT",
    2023,
    12.5,
    t(
      "Rosa cerasuolo; fragolina e melograno; vivace.",
      "Cherry pink; wild strawberry and pomegranate; lively.",
    ),
  ),
  [CATALOG.items.magnumChianti2020]: wine("red", CLASSICO, "DOCG", 2020, 13.5, CHIANTI_NOTES),
  [CATALOG.items.magnumRiserva2018]: wine("red", SANGIOVESE, "DOCG", 2018, 14, RISERVA_NOTES),
  [CATALOG.items.magnumGranSelezione2016]: wine("red", SANGIOVESE, "DOCG", 2016, 14.5, GRAN_SELEZIONE_NOTES),
  [CATALOG.items.vinSanto]: wine(
    "sweet",
    ["Malvasia", "Trebbiano"],
    "DOC",
    2015,
    16,
    t(
      "Ambra; fico secco, miele e noce; dolce e lunghissimo.",
      "Amber; dried fig, honey and walnut; sweet and very long.",
    ),
  ),
  [CATALOG.items.olio500]: other(
    "oil",
    TUSCAN_OLIVES,
    "IGP",
    TOSCANA,
    t("Verde intenso; erba tagliata; amaro e piccante.", "Deep green; cut grass; bitter and peppery."),
  ),
  [CATALOG.items.olio750]: other("oil", TUSCAN_OLIVES, "IGP", TOSCANA),
  [CATALOG.items.pecorino500]: other("cheese", [], null, TOSCANA),
  [CATALOG.items.pecorino1000]: other("cheese", [], null, TOSCANA),
  [CATALOG.items.miele]: other("honey", [], null, TOSCANA),
  [CATALOG.items.gardaDop500]: other("oil", GARDA_OLIVES, "DOP", GARDA, GARDA_NOTES),
  [CATALOG.items.gardaDop750]: other("oil", GARDA_OLIVES, "DOP", GARDA, GARDA_NOTES),
  [CATALOG.items.gardaLatta]: other("oil", GARDA_OLIVES, "DOP", GARDA, GARDA_NOTES),
  [CATALOG.items.olioLimone]: other("oil", [], null, GARDA),
});
