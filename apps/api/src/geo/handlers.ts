import { eq } from "drizzle-orm";
import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js";
import { shippingListings } from "../db/schema/index.js";
import { type Lang, localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";
import { provincesByCountry, statesByCountry } from "./states.js";

// libphonenumber's metadata is the maintained list of countries with their calling codes.
const countryCodes = getCountries().filter((code) => /^[A-Z]{2}$/.test(code));

const countryNames = new Map<Lang, Array<{ code: CountryCode; name: string; phoneCode: string }>>();

/** Every country named in `lang`, in that language's alphabetical order (computed once per language). */
function namedCountries(lang: Lang) {
  let list = countryNames.get(lang);
  if (!list) {
    const names = new Intl.DisplayNames([lang], { type: "region", fallback: "code" });
    const collator = new Intl.Collator(lang);
    list = countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code, phoneCode: `+${getCountryCallingCode(code)}` }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countryNames.set(lang, list);
  }
  return list;
}

export const geoHandlers = {
  async listCountries({ club, db, lang }) {
    const listings = await db
      .select({ countries: shippingListings.countries })
      .from(shippingListings)
      .where(eq(shippingListings.clubId, club.id));
    const served = new Set(listings.flatMap((listing) => listing.countries.map((c) => c.toUpperCase())));
    return {
      status: 200,
      body: {
        items: namedCountries(lang).map((country) => ({ ...country, shipping: served.has(country.code) })),
      },
    };
  },

  async listStates({ params, lang }) {
    const states = statesByCountry[params.query.country] ?? [];
    return {
      status: 200,
      body: { items: states.map((state) => ({ code: state.code, name: localize(state.name, lang) })) },
    };
  },

  async listProvinces({ params, lang }) {
    const { country, state } = params.query;
    // A state is named by its ISO 3166-2 code (IT-52) or by the part after the country (52).
    const wanted = state ? new Set([state.toUpperCase(), `${country}-${state.toUpperCase()}`]) : null;
    const provinces = (provincesByCountry[country] ?? []).filter((p) => !wanted || wanted.has(p.state));
    const collator = new Intl.Collator(lang);
    return {
      status: 200,
      body: {
        items: provinces
          .map((p) => ({ code: p.code, name: localize(p.name, lang), state: p.state }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      },
    };
  },
} satisfies Partial<Handlers>;
