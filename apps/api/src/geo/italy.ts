import type { Localized } from "../db/schema/localized.js";

export interface Region {
  /** ISO 3166-2 subdivision code (IT-52 is Tuscany). */
  code: string;
  name: Localized;
}

export interface Province {
  /** The two-letter sigla used in Italian addresses and number plates. */
  code: string;
  name: Localized;
  /** The region's ISO 3166-2 code. */
  state: string;
}

/** The 20 regions of Italy. */
export const italianRegions: Region[] = [
  { code: "IT-21", name: { it: "Piemonte", en: "Piedmont" } },
  { code: "IT-23", name: { it: "Valle d'Aosta", en: "Aosta Valley" } },
  { code: "IT-25", name: { it: "Lombardia", en: "Lombardy" } },
  { code: "IT-32", name: { it: "Trentino-Alto Adige", en: "Trentino-South Tyrol" } },
  { code: "IT-34", name: { it: "Veneto", en: "Veneto" } },
  { code: "IT-36", name: { it: "Friuli-Venezia Giulia", en: "Friuli-Venezia Giulia" } },
  { code: "IT-42", name: { it: "Liguria", en: "Liguria" } },
  { code: "IT-45", name: { it: "Emilia-Romagna", en: "Emilia-Romagna" } },
  { code: "IT-52", name: { it: "Toscana", en: "Tuscany" } },
  { code: "IT-55", name: { it: "Umbria", en: "Umbria" } },
  { code: "IT-57", name: { it: "Marche", en: "Marche" } },
  { code: "IT-62", name: { it: "Lazio", en: "Lazio" } },
  { code: "IT-65", name: { it: "Abruzzo", en: "Abruzzo" } },
  { code: "IT-67", name: { it: "Molise", en: "Molise" } },
  { code: "IT-72", name: { it: "Campania", en: "Campania" } },
  { code: "IT-75", name: { it: "Puglia", en: "Apulia" } },
  { code: "IT-77", name: { it: "Basilicata", en: "Basilicata" } },
  { code: "IT-78", name: { it: "Calabria", en: "Calabria" } },
  { code: "IT-82", name: { it: "Sicilia", en: "Sicily" } },
  { code: "IT-88", name: { it: "Sardegna", en: "Sardinia" } },
];

const same = (name: string): Localized => ({ it: name, en: name });

// Provinces, metropolitan cities, free consortia and autonomous provinces (ISTAT list of 107 territorial units).
const byRegion: Array<[string, Array<[string, Localized]>]> = [
  [
    "IT-21",
    [
      ["TO", { it: "Torino", en: "Turin" }],
      ["VC", same("Vercelli")],
      ["NO", same("Novara")],
      ["CN", same("Cuneo")],
      ["AT", same("Asti")],
      ["AL", same("Alessandria")],
      ["BI", same("Biella")],
      ["VB", same("Verbano-Cusio-Ossola")],
    ],
  ],
  ["IT-23", [["AO", same("Aosta")]]],
  [
    "IT-25",
    [
      ["VA", same("Varese")],
      ["CO", same("Como")],
      ["SO", same("Sondrio")],
      ["MI", { it: "Milano", en: "Milan" }],
      ["BG", same("Bergamo")],
      ["BS", same("Brescia")],
      ["PV", same("Pavia")],
      ["CR", same("Cremona")],
      ["MN", { it: "Mantova", en: "Mantua" }],
      ["LC", same("Lecco")],
      ["LO", same("Lodi")],
      ["MB", same("Monza e della Brianza")],
    ],
  ],
  [
    "IT-32",
    [
      ["BZ", { it: "Bolzano", en: "South Tyrol" }],
      ["TN", same("Trento")],
    ],
  ],
  [
    "IT-34",
    [
      ["VR", same("Verona")],
      ["VI", same("Vicenza")],
      ["BL", same("Belluno")],
      ["TV", same("Treviso")],
      ["VE", { it: "Venezia", en: "Venice" }],
      ["PD", { it: "Padova", en: "Padua" }],
      ["RO", same("Rovigo")],
    ],
  ],
  [
    "IT-36",
    [
      ["UD", same("Udine")],
      ["GO", same("Gorizia")],
      ["TS", same("Trieste")],
      ["PN", same("Pordenone")],
    ],
  ],
  [
    "IT-42",
    [
      ["IM", same("Imperia")],
      ["SV", same("Savona")],
      ["GE", { it: "Genova", en: "Genoa" }],
      ["SP", same("La Spezia")],
    ],
  ],
  [
    "IT-45",
    [
      ["PC", same("Piacenza")],
      ["PR", same("Parma")],
      ["RE", same("Reggio Emilia")],
      ["MO", same("Modena")],
      ["BO", same("Bologna")],
      ["FE", same("Ferrara")],
      ["RA", same("Ravenna")],
      ["FC", same("Forlì-Cesena")],
      ["RN", same("Rimini")],
    ],
  ],
  [
    "IT-52",
    [
      ["MS", same("Massa-Carrara")],
      ["LU", same("Lucca")],
      ["PT", same("Pistoia")],
      ["FI", { it: "Firenze", en: "Florence" }],
      ["LI", same("Livorno")],
      ["PI", same("Pisa")],
      ["AR", same("Arezzo")],
      ["SI", same("Siena")],
      ["GR", same("Grosseto")],
      ["PO", same("Prato")],
    ],
  ],
  [
    "IT-55",
    [
      ["PG", same("Perugia")],
      ["TR", same("Terni")],
    ],
  ],
  [
    "IT-57",
    [
      ["PU", same("Pesaro e Urbino")],
      ["AN", same("Ancona")],
      ["MC", same("Macerata")],
      ["AP", same("Ascoli Piceno")],
      ["FM", same("Fermo")],
    ],
  ],
  [
    "IT-62",
    [
      ["VT", same("Viterbo")],
      ["RI", same("Rieti")],
      ["RM", { it: "Roma", en: "Rome" }],
      ["LT", same("Latina")],
      ["FR", same("Frosinone")],
    ],
  ],
  [
    "IT-65",
    [
      ["AQ", same("L'Aquila")],
      ["TE", same("Teramo")],
      ["PE", same("Pescara")],
      ["CH", same("Chieti")],
    ],
  ],
  [
    "IT-67",
    [
      ["CB", same("Campobasso")],
      ["IS", same("Isernia")],
    ],
  ],
  [
    "IT-72",
    [
      ["CE", same("Caserta")],
      ["BN", same("Benevento")],
      ["NA", { it: "Napoli", en: "Naples" }],
      ["AV", same("Avellino")],
      ["SA", same("Salerno")],
    ],
  ],
  [
    "IT-75",
    [
      ["FG", same("Foggia")],
      ["BA", same("Bari")],
      ["TA", same("Taranto")],
      ["BR", same("Brindisi")],
      ["LE", same("Lecce")],
      ["BT", same("Barletta-Andria-Trani")],
    ],
  ],
  [
    "IT-77",
    [
      ["PZ", same("Potenza")],
      ["MT", same("Matera")],
    ],
  ],
  [
    "IT-78",
    [
      ["CS", same("Cosenza")],
      ["CZ", same("Catanzaro")],
      ["RC", same("Reggio Calabria")],
      ["KR", same("Crotone")],
      ["VV", same("Vibo Valentia")],
    ],
  ],
  [
    "IT-82",
    [
      ["TP", same("Trapani")],
      ["PA", same("Palermo")],
      ["ME", same("Messina")],
      ["AG", same("Agrigento")],
      ["CL", same("Caltanissetta")],
      ["EN", same("Enna")],
      ["CT", same("Catania")],
      ["RG", same("Ragusa")],
      ["SR", { it: "Siracusa", en: "Syracuse" }],
    ],
  ],
  [
    "IT-88",
    [
      ["SS", same("Sassari")],
      ["NU", same("Nuoro")],
      ["CA", same("Cagliari")],
      ["OR", same("Oristano")],
      ["SU", { it: "Sud Sardegna", en: "South Sardinia" }],
    ],
  ],
];

export const italianProvinces: Province[] = byRegion.flatMap(([state, provinces]) =>
  provinces.map(([code, name]) => ({ code, name, state })),
);
