import type { Localized } from "../db/schema/localized.js";
import { italianProvinces, italianRegions, type Province, type Region } from "./italy.js";

const same = (name: string): Localized => ({ it: name, en: name });

/** The 16 federal states of Germany (ISO 3166-2:DE). */
const germanStates: Region[] = [
  { code: "DE-BW", name: same("Baden-Württemberg") },
  { code: "DE-BY", name: { it: "Baviera", en: "Bavaria" } },
  { code: "DE-BE", name: { it: "Berlino", en: "Berlin" } },
  { code: "DE-BB", name: { it: "Brandeburgo", en: "Brandenburg" } },
  { code: "DE-HB", name: { it: "Brema", en: "Bremen" } },
  { code: "DE-HH", name: { it: "Amburgo", en: "Hamburg" } },
  { code: "DE-HE", name: { it: "Assia", en: "Hesse" } },
  { code: "DE-MV", name: { it: "Meclemburgo-Pomerania Anteriore", en: "Mecklenburg-Western Pomerania" } },
  { code: "DE-NI", name: { it: "Bassa Sassonia", en: "Lower Saxony" } },
  { code: "DE-NW", name: { it: "Renania Settentrionale-Vestfalia", en: "North Rhine-Westphalia" } },
  { code: "DE-RP", name: { it: "Renania-Palatinato", en: "Rhineland-Palatinate" } },
  { code: "DE-SL", name: { it: "Saarland", en: "Saarland" } },
  { code: "DE-SN", name: { it: "Sassonia", en: "Saxony" } },
  { code: "DE-ST", name: { it: "Sassonia-Anhalt", en: "Saxony-Anhalt" } },
  { code: "DE-SH", name: same("Schleswig-Holstein") },
  { code: "DE-TH", name: { it: "Turingia", en: "Thuringia" } },
];

/** The 50 states of the United States and the District of Columbia (ISO 3166-2:US). */
const usStates: Region[] = (
  [
    ["AL", "Alabama"],
    ["AK", "Alaska"],
    ["AZ", "Arizona"],
    ["AR", "Arkansas"],
    ["CA", "California"],
    ["CO", "Colorado"],
    ["CT", "Connecticut"],
    ["DE", "Delaware"],
    ["DC", { it: "Distretto di Columbia", en: "District of Columbia" }],
    ["FL", "Florida"],
    ["GA", "Georgia"],
    ["HI", "Hawaii"],
    ["ID", "Idaho"],
    ["IL", "Illinois"],
    ["IN", "Indiana"],
    ["IA", "Iowa"],
    ["KS", "Kansas"],
    ["KY", "Kentucky"],
    ["LA", "Louisiana"],
    ["ME", "Maine"],
    ["MD", "Maryland"],
    ["MA", "Massachusetts"],
    ["MI", "Michigan"],
    ["MN", "Minnesota"],
    ["MS", "Mississippi"],
    ["MO", "Missouri"],
    ["MT", "Montana"],
    ["NE", "Nebraska"],
    ["NV", "Nevada"],
    ["NH", "New Hampshire"],
    ["NJ", "New Jersey"],
    ["NM", { it: "Nuovo Messico", en: "New Mexico" }],
    ["NY", "New York"],
    ["NC", { it: "Carolina del Nord", en: "North Carolina" }],
    ["ND", { it: "Dakota del Nord", en: "North Dakota" }],
    ["OH", "Ohio"],
    ["OK", "Oklahoma"],
    ["OR", "Oregon"],
    ["PA", "Pennsylvania"],
    ["RI", "Rhode Island"],
    ["SC", { it: "Carolina del Sud", en: "South Carolina" }],
    ["SD", { it: "Dakota del Sud", en: "South Dakota" }],
    ["TN", "Tennessee"],
    ["TX", "Texas"],
    ["UT", "Utah"],
    ["VT", "Vermont"],
    ["VA", "Virginia"],
    ["WA", "Washington"],
    ["WV", { it: "Virginia Occidentale", en: "West Virginia" }],
    ["WI", "Wisconsin"],
    ["WY", "Wyoming"],
  ] as Array<[string, string | Localized]>
).map(([code, name]) => ({ code: `US-${code}`, name: typeof name === "string" ? same(name) : name }));

/** States (regions) by country; a country not listed has none the address forms ask for. */
export const statesByCountry: Record<string, Region[]> = {
  IT: italianRegions,
  DE: germanStates,
  US: usStates,
};

/** Provinces by country; only Italian addresses carry a province. */
export const provincesByCountry: Record<string, Province[]> = {
  IT: italianProvinces,
};
