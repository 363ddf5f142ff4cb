const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per language and precision: building one costs far more than formatting (a grid formats dozens). */
function numberFormat(locale: string, maximumFractionDigits?: number): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A bottle format in litres, e.g. "0.75 L" / "0,75 L". */
export function formatLitres(litres: number, locale: string): string {
  return `${numberFormat(locale, 2).format(litres)} L`;
}

/** A weight in grams, e.g. "500 g" or "1 kg". */
export function formatGrams(grams: number, locale: string): string {
  if (grams >= 1000) return `${numberFormat(locale, 2).format(grams / 1000)} kg`;
  return `${numberFormat(locale).format(grams)} g`;
}

/** The format or weight of a product, or undefined when it has neither. */
export function formatMeasure(
  item: { format: number | null; weight: number | null },
  locale: string,
): string | undefined {
  if (item.format) return formatLitres(item.format, locale);
  if (item.weight) return formatGrams(item.weight, locale);
  return undefined;
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
}

/** A country's name in the page's language ("Italy" on English screens, "Italia" on Italian ones). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
