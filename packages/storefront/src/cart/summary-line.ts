import type { CartLine } from "@club/ui";
import { formatMeasure } from "../i18n/format";

/** What a line of a cart, an order or an expense says about one product, as far as the summary shows it. */
export interface PricedLine {
  id: string;
  title: string;
  format?: number | null | undefined;
  weight?: number | null | undefined;
  image?: { url: string; alt: string } | null | undefined;
  quantity: number;
  unitPrice: CartLine["unitPrice"];
  /** The public unit price of a line charged a member price. */
  listUnitPrice?: CartLine["unitPrice"] | undefined;
  total: CartLine["total"];
}

/** One line of the kit's CartSummary: name, measure ("0,75 L", "500 g"), picture, quantity and prices. */
export function summaryLine(line: PricedLine, locale: string): CartLine {
  const measure = formatMeasure({ format: line.format ?? null, weight: line.weight ?? null }, locale);
  return {
    id: line.id,
    name: line.title,
    ...(measure ? { meta: measure } : {}),
    ...(line.image ? { image: { src: line.image.url, alt: line.image.alt } } : {}),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    ...(line.listUnitPrice ? { listUnitPrice: line.listUnitPrice } : {}),
    total: line.total,
  };
}
