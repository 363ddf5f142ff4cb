import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Badge } from "./Badge";
import { type KitLabels, useLabels } from "./Labels";
import { formatMoney, type Money } from "./Price";

export interface MemberPriceProps {
  /** The public price, what everyone else pays. */
  price: Money;
  /** What the club's members pay. */
  memberPrice: Money;
  locale: string;
  /**
   * "applied": the shopper is a member and is charged the member price (the public price beside it, struck through,
   * with words for screen readers: a strike-through alone says nothing to them); "invitation": a visitor, told what
   * members pay and invited to join with `action`.
   */
  variant: "applied" | "invitation";
  /** Invitation: the way to join after the text, e.g. a link "join the club". */
  action?: ReactNode;
  /** Size of the applied member price. Default "md". */
  size?: "sm" | "md" | "lg";
  /** Default: the LabelsProvider's `memberPrice` texts. */
  labels?: Partial<KitLabels["memberPrice"]>;
  className?: string;
}

const sizes = { sm: "text-sm", md: "text-base", lg: "text-xl" };

/** A member price: applied to a member (tagged, public price struck through), or shown to a visitor as an invitation. */
export function MemberPrice({
  price,
  memberPrice,
  locale,
  variant,
  action,
  size = "md",
  labels: own,
  className,
}: MemberPriceProps) {
  const labels = { ...useLabels().memberPrice, ...own };
  if (variant === "invitation")
    return (
      <p className={cn("text-fg-muted text-sm leading-snug", className)} data-member-price="invitation">
        <strong className="font-semibold text-primary-ink tabular-nums">
          {formatMoney(memberPrice, locale)}
        </strong>{" "}
        {labels.forMembers}
        {action && <> — {action}</>}
      </p>
    );
  return (
    <span
      className={cn("inline-flex flex-wrap items-baseline gap-x-2 gap-y-1 tabular-nums", className)}
      data-member-price="applied"
    >
      <span className="self-center font-semibold text-primary-ink text-xs uppercase tracking-wide">
        {labels.applied}
      </span>
      <span className={cn("font-bold text-fg", sizes[size])}>{formatMoney(memberPrice, locale)}</span>
      {price.amount > memberPrice.amount && (
        <>
          <span className="sr-only">{labels.publicPrice}</span>
          <s className="text-fg-muted text-sm">{formatMoney(price, locale)}</s>
        </>
      )}
    </span>
  );
}

/** The members-only badge, e.g. on a product's picture. */
export function MembersOnlyBadge({ label, className }: { label?: string; className?: string }) {
  const labels = useLabels().memberPrice;
  return (
    <Badge tone="secondary" variant="solid" className={className}>
      {label ?? labels.membersOnly}
    </Badge>
  );
}
