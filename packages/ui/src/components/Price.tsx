import { cn } from "../lib/cn";
import { useLabels } from "./Labels";

/** Money as the platform sends it: integer minor units and an ISO 4217 currency code. */
export interface Money {
  amount: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${currency}|${JSON.stringify(options ?? {})}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, { style: "currency", currency, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

/** How many minor-unit digits a currency has (EUR 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string): number {
  return formatter("en", currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Formats integer minor units with Intl, e.g. ({ amount: 1850, currency: "EUR" }, "it") → "18,50 €". */
export function formatMoney(money: Money, locale: string, options?: Intl.NumberFormatOptions): string {
  const digits = currencyDigits(money.currency);
  return formatter(locale, money.currency, options).format(money.amount / 10 ** digits);
}

export interface PriceProps {
  value: Money;
  locale: string;
  /** The price before a discount, shown struck through. */
  compareAt?: Money;
  size?: "sm" | "md" | "lg";
  /** Screen-reader words for a discounted price. Default: the LabelsProvider's `price`. */
  labels?: { was?: string; now?: string };
  className?: string;
}

const sizes = { sm: "text-sm", md: "text-base", lg: "text-xl" };

/** A formatted price, with an optional struck-through original price. */
export function Price({ value, locale, compareAt, size = "md", labels, className }: PriceProps) {
  const kit = useLabels().price;
  const discounted = compareAt && compareAt.amount > value.amount;
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-2 tabular-nums", className)}>
      {discounted && <span className="sr-only">{labels?.now ?? kit.now}</span>}
      <span className={cn("font-bold text-fg", sizes[size])}>{formatMoney(value, locale)}</span>
      {discounted && (
        <>
          <span className="sr-only">{labels?.was ?? kit.was}</span>
          <s className="text-fg-muted text-sm">{formatMoney(compareAt, locale)}</s>
        </>
      )}
    </span>
  );
}
