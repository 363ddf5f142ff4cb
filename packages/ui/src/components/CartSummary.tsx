import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { IconButton } from "./IconButton";
import { BottleIcon } from "./icons/BottleIcon";
import { TrashIcon } from "./icons/TrashIcon";
import { type KitLabels, useLabels } from "./Labels";
import { MemberPrice } from "./MemberPrice";
import { formatMoney, type Money } from "./Price";

export interface CartLine {
  id: string;
  name: ReactNode;
  /** Format/weight and other details, e.g. "0.75 L · Red". */
  meta?: ReactNode;
  image?: { src: string; alt: string };
  quantity: number;
  unitPrice: Money;
  /** The public unit price when the line is charged a member price (`unitPrice`): shown struck through beside it. */
  listUnitPrice?: Money;
  total: Money;
  /** A line-level message, e.g. a quantity rule or "Only 2 left". */
  notice?: ReactNode;
}

export interface CartTotals {
  subtotal: Money;
  discount?: Money;
  /** What member prices took off the public prices, already in the subtotal: shown as information. */
  memberSavings?: Money;
  /** The shipping cost; null while it is not known yet (no courier chosen): `labels.shippingPending` shows. */
  shipping?: Money | null;
  total: Money;
}

export interface CartSummaryProps {
  title?: ReactNode;
  lines: CartLine[];
  totals: CartTotals;
  locale: string;
  /** Renders the quantity control of a line (e.g. a QuantityStepper); otherwise "× n" is shown. */
  renderQuantity?: (line: CartLine) => ReactNode;
  onRemove?: (id: string) => void;
  /** Cart-level notices (e.g. quantity rules), shown above the totals. */
  notices?: ReactNode;
  /** Below the totals, e.g. the checkout button or coupon field. */
  footer?: ReactNode;
  /** While the cart is saving: a thin progress line over the totals, and aria-busy. */
  updating?: boolean;
  /** Default: the LabelsProvider's `cartSummary` texts. */
  labels?: Partial<KitLabels["cartSummary"]>;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

const textOf = (node: ReactNode) =>
  typeof node === "string" || typeof node === "number" ? String(node) : "";

/** The cart: lines with picture, name, quantity and price, then subtotal, discount, shipping and total. */
export function CartSummary({
  title,
  lines,
  totals,
  locale,
  renderQuantity,
  onRemove,
  notices,
  footer,
  updating,
  labels: own,
  headingLevel = 2,
  className,
}: CartSummaryProps) {
  const labels = { ...useLabels().cartSummary, ...own };
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-busy={updating || undefined}
      className={cn("flex flex-col rounded-card border border-border bg-surface text-fg", className)}
    >
      {title && (
        <Heading className="border-border border-b px-5 py-4 font-heading font-semibold text-lg">
          {title}
        </Heading>
      )}
      <ul className="divide-y divide-border">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-4 px-5 py-4">
            <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-control bg-surface-muted sm:size-20">
              {line.image ? (
                <img src={line.image.src} alt={line.image.alt} className="size-full object-contain p-1.5" />
              ) : (
                <BottleIcon className="text-2xl text-fg-muted" />
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col">
                  <span className="font-semibold text-sm leading-snug">{line.name}</span>
                  {line.meta && <span className="text-fg-muted text-xs">{line.meta}</span>}
                  {line.listUnitPrice && line.listUnitPrice.amount > line.unitPrice.amount ? (
                    <MemberPrice
                      variant="applied"
                      price={line.listUnitPrice}
                      memberPrice={line.unitPrice}
                      locale={locale}
                      size="sm"
                      className="text-xs [&_s]:text-xs"
                    />
                  ) : (
                    <span className="text-fg-muted text-xs tabular-nums">
                      {formatMoney(line.unitPrice, locale)}
                    </span>
                  )}
                </div>
                <span className="shrink-0 font-semibold text-sm tabular-nums">
                  {formatMoney(line.total, locale)}
                </span>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                {renderQuantity ? (
                  renderQuantity(line)
                ) : (
                  <span className="text-fg-muted text-sm">{labels.quantity(line.quantity)}</span>
                )}
                {onRemove && (
                  <IconButton
                    label={labels.remove(textOf(line.name))}
                    icon={<TrashIcon />}
                    size="sm"
                    onClick={() => onRemove(line.id)}
                  />
                )}
              </div>
              {line.notice && <div className="text-xs">{line.notice}</div>}
            </div>
          </li>
        ))}
      </ul>
      {notices && <div className="flex flex-col gap-2 border-border border-t px-5 py-4">{notices}</div>}
      <dl className="relative flex flex-col gap-2 border-border border-t px-5 py-4 text-sm">
        {updating && (
          <span aria-hidden="true" className="absolute inset-x-0 -top-px h-0.5 overflow-hidden">
            <span className="block h-full w-2/5 bg-primary motion-safe:animate-progress" />
          </span>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">{labels.subtotal}</dt>
          <dd className="tabular-nums">{formatMoney(totals.subtotal, locale)}</dd>
        </div>
        {totals.memberSavings && totals.memberSavings.amount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">{labels.memberSavings}</dt>
            <dd className="text-success-ink tabular-nums">{formatMoney(totals.memberSavings, locale)}</dd>
          </div>
        )}
        {totals.discount && totals.discount.amount !== 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">{labels.discount}</dt>
            <dd className="text-success-ink tabular-nums">
              −{formatMoney({ ...totals.discount, amount: Math.abs(totals.discount.amount) }, locale)}
            </dd>
          </div>
        )}
        {totals.shipping !== undefined && (
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">{labels.shipping}</dt>
            {totals.shipping === null ? (
              <dd className="text-end text-fg-muted">{labels.shippingPending}</dd>
            ) : (
              <dd className="tabular-nums">
                {totals.shipping.amount === 0 && labels.free
                  ? labels.free
                  : formatMoney(totals.shipping, locale)}
              </dd>
            )}
          </div>
        )}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-border border-t pt-3">
          <dt className="font-semibold">{labels.total}</dt>
          <dd className="font-bold text-xl tabular-nums">{formatMoney(totals.total, locale)}</dd>
        </div>
      </dl>
      {footer && <div className="flex flex-col gap-3 px-5 pb-5">{footer}</div>}
    </section>
  );
}
