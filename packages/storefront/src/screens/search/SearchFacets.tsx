import type { ItemKind, SearchResult } from "@club/api-client";
import { FacetGroup, formatMoney } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { formatLitres } from "../../i18n/format";
import { localeOf } from "../../i18n/languages";
import { useLanguage } from "../../router/useLanguage";
import { KIND_NAMES } from "../product/ItemProfileFacts";
import type { ListFacet, SearchFilters } from "./search-params";

/** A price band's value in the facet: `min-max` in minor units (`max` empty for the open top band). */
const bandValue = (min: number, max: number | null | undefined) => `${min}-${max ?? ""}`;

/**
 * The search's facets with their counts (each under the other filters): kind, grape, region, vintage, format and a
 * price band. Changing one asks for the new list at once.
 */
export function SearchFacets({
  facets,
  filters,
  currency,
  onChange,
}: {
  facets: SearchResult["facets"];
  filters: SearchFilters;
  currency: string;
  onChange: (filters: SearchFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(useLanguage());
  const more = (total: number) => t`Show all ${total}`;
  const less = t`Show fewer`;
  const money = (amount: number) => formatMoney({ amount, currency }, locale);

  const list = (facet: ListFacet, legend: string, label: (value: string) => string = (value) => value) => {
    const options = facets[facet].map(({ value, count }) => ({
      value: String(value),
      label: label(String(value)),
      count,
    }));
    if (!options.length) return null;
    return (
      <FacetGroup
        legend={legend}
        options={options}
        selected={filters[facet]}
        onChange={(selected) => onChange({ ...filters, [facet]: selected })}
        moreLabel={more}
        lessLabel={less}
      />
    );
  };

  const bands = facets.price.map(({ min, max, count }) => {
    const from = money(min);
    const to = max === null ? "" : money(max);
    return {
      value: bandValue(min, max),
      label: max === null ? t`${from} and more` : min === 0 ? t`Up to ${to}` : t`${from} to ${to}`,
      count,
    };
  });
  const chosenBand =
    filters.priceMin !== undefined || filters.priceMax !== undefined
      ? [bandValue(filters.priceMin ?? 0, filters.priceMax)]
      : [];

  return (
    <div className="flex flex-col gap-6">
      {list("type", t`Kind`, (value) => i18n._(KIND_NAMES[value as ItemKind]))}
      {bands.length > 0 && (
        <FacetGroup
          single
          legend={t`Price`}
          options={[{ value: "", label: t`Any price`, count: 0 }, ...bands]}
          selected={chosenBand}
          onChange={([band]) => {
            const { priceMin: _min, priceMax: _max, ...rest } = filters;
            if (!band) return onChange(rest);
            const [min, max] = band.split("-");
            onChange({
              ...rest,
              ...(min && min !== "0" ? { priceMin: Number(min) } : {}),
              ...(max ? { priceMax: Number(max) } : {}),
            });
          }}
          moreLabel={more}
          lessLabel={less}
        />
      )}
      {list("grape", t`Grape`)}
      {list("region", t`Region`)}
      {list("vintage", t`Vintage`)}
      {list("format", t`Format`, (value) => formatLitres(Number(value), locale))}
    </div>
  );
}
