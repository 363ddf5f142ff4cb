import type { ItemKind, ShopItemDetail } from "@club/api-client";
import { ProductFacts } from "@club/ui";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatMeasure } from "../../i18n/format";
import { localeOf } from "../../i18n/languages";
import { useLanguage } from "../../router/useLanguage";

/** What shoppers call each kind of product, in both languages (shared with the search screen's facets). */
export const KIND_NAMES: Record<ItemKind, MessageDescriptor> = {
  red: msg`Red`,
  white: msg`White`,
  rose: msg`Rosé`,
  sparkling: msg`Sparkling`,
  sweet: msg`Sweet wine`,
  oil: msg`Olive oil`,
  cheese: msg`Cheese`,
  honey: msg`Honey`,
  other: msg`Other`,
};

/** A product's typed profile as its tasting sheet: kind, denomination, grapes, region, vintage, format, alcohol. */
export function ItemProfileFacts({ item }: { item: ShopItemDetail }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(useLanguage());
  const { profile } = item;
  if (!profile) return null;
  const wine = item.productType === "wine";
  const measure = formatMeasure(item, locale);
  const facts = [
    ...(profile.grapes.length
      ? [{ id: "grapes", term: wine ? t`Grapes` : t`Cultivars`, description: profile.grapes.join(", ") }]
      : []),
    ...(profile.region ? [{ id: "region", term: t`Region`, description: profile.region }] : []),
    ...(profile.vintage ? [{ id: "vintage", term: t`Vintage`, description: String(profile.vintage) }] : []),
    ...(measure ? [{ id: "format", term: t`Format`, description: measure }] : []),
    ...(profile.alcohol !== null
      ? [
          {
            id: "alcohol",
            term: t`Alcohol`,
            description: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
              profile.alcohol / 100,
            ),
          },
        ]
      : []),
  ];
  return (
    <ProductFacts
      highlights={[i18n._(KIND_NAMES[profile.kind]), ...(profile.denomination ? [profile.denomination] : [])]}
      facts={facts}
      {...(item.tastingNotes ? { tastingNotes: { heading: t`Tasting notes`, text: item.tastingNotes } } : {})}
      {...(item.pairings?.length ? { pairings: { heading: t`Goes with`, items: item.pairings } } : {})}
    />
  );
}
