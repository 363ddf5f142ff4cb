import { isValidElement, type MouseEvent, type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { Badge } from "./Badge";
import { Button } from "./Button";
import { Card } from "./Card";
import { BottleIcon } from "./icons/BottleIcon";
import { CartIcon } from "./icons/CartIcon";
import { useLabels } from "./Labels";
import { Link } from "./Link";
import { MemberPrice, MembersOnlyBadge } from "./MemberPrice";
import { type Money, Price } from "./Price";

export type StockState = "in_stock" | "low_stock" | "out_of_stock";

export interface ProductCardProps {
  name: ReactNode;
  image?: { src: string; alt: string };
  /** Format or weight, e.g. "0.75 L bottle" or "500 g". */
  format?: ReactNode;
  price: Money;
  compareAtPrice?: Money;
  /**
   * What the club's members pay. `applied`: the shopper is a member and pays it (shown instead of the price, the
   * price struck through); otherwise the card invites a visitor, with `action` (e.g. a link "join the club").
   */
  memberPrice?: { value: Money; applied: boolean; action?: ReactNode };
  /** Sold to members only: a badge on the picture. */
  membersOnly?: boolean;
  /**
   * Replaces the add-to-cart button with why this shopper can't buy the product and what to do, e.g. "For club
   * members only" with a sign-in link.
   */
  restriction?: ReactNode;
  locale: string;
  stock?: StockState;
  /** Link to the product; the name becomes the link. */
  href?: string;
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Small labels on the picture, e.g. "New", "Organic": plain text (as the platform sends them) or `Badge`s.
   * Each sits on a solid surface chip with a shadow, so it stays readable (AA) whatever the picture behind it.
   */
  badges?: ReactNode[];
  /** Shows the add-to-cart button. */
  onAddToCart?: () => void;
  /** The add-to-cart request is running. */
  adding?: boolean;
  /** Replaces the add-to-cart button, e.g. with a QuantityStepper once the product is in the cart. */
  action?: ReactNode;
  /** Default: the LabelsProvider's `productCard` and `price` texts. */
  labels?: {
    /**
     * The add-to-cart button's text. Its accessible name is this text followed by the product's name ("Add to cart
     * Brunello 2019"): it starts with what the button shows (WCAG 2.5.3) and tells the grid's buttons apart.
     */
    addToCart?: string;
    inStock?: string;
    lowStock?: string;
    outOfStock?: string;
    was?: string;
    now?: string;
    membersOnly?: string;
  };
  /** Heading level of the name in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * When the picture is fetched. `high`: the card's picture is the page's largest paint (the first card above the
   * fold): at once and before any other picture (`fetchpriority="high"`). `eager`: the card is above the fold: at
   * once, but after the largest picture and the font (`fetchpriority="low"`: Chromium would otherwise raise a visible
   * picture to high and share the first round trips with them). Default: lazily, when scrolled near.
   */
  priority?: "high" | "eager";
  className?: string;
}

/** A product in a shop grid: picture, name, format/weight, price, stock state and add-to-cart. */
export function ProductCard({
  name,
  image,
  format,
  price,
  compareAtPrice,
  memberPrice,
  membersOnly,
  restriction,
  locale,
  stock = "in_stock",
  href,
  onNavigate,
  badges,
  onAddToCart,
  adding,
  action,
  labels: own,
  headingLevel = 3,
  priority,
  className,
}: ProductCardProps) {
  const labels = { ...useLabels().productCard, ...own };
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const nameId = `${id}-name`;
  const addToCartId = `${id}-add`;
  const out = stock === "out_of_stock";
  const shownBadges = [
    ...(membersOnly ? [<MembersOnlyBadge key="members-only" label={own?.membersOnly} />] : []),
    ...(badges ?? []),
  ];
  const stockBadge =
    stock === "out_of_stock" ? (
      <Badge tone="neutral">{labels.outOfStock}</Badge>
    ) : stock === "low_stock" && labels.lowStock ? (
      <Badge tone="warning">{labels.lowStock}</Badge>
    ) : stock === "in_stock" && labels.inStock ? (
      <Badge tone="success">{labels.inStock}</Badge>
    ) : null;
  return (
    <Card
      as="article"
      padding="none"
      interactive={Boolean(href)}
      className={cn("group relative flex h-full flex-col overflow-hidden", className)}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-surface-muted">
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            {...(priority === "high"
              ? { fetchPriority: "high" as const }
              : priority === "eager"
                ? { fetchPriority: "low" as const }
                : { loading: "lazy" as const, decoding: "async" as const })}
            className={cn(
              "size-full object-contain p-6 transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.03]",
              out && "opacity-60 grayscale-[35%]",
            )}
          />
        ) : (
          <div className="grid size-full place-items-center text-5xl text-fg-muted/50">
            <BottleIcon />
          </div>
        )}
        {shownBadges.length > 0 && (
          <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
            {shownBadges.map((badge, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: badges are a static list of labels.
                key={index}
                className={cn(
                  // A solid surface chip: the text reads on the surface colour, never on the picture.
                  "inline-flex rounded-full bg-surface text-fg shadow-md shadow-black/20",
                  isValidElement(badge) && (badge.type === Badge || badge.type === MembersOnlyBadge)
                    ? "" // a Badge brings its own padding, border and colours (AA on their own fill)
                    : "border border-border px-2.5 py-0.5 font-semibold text-xs leading-5",
                )}
              >
                {badge}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <Heading id={nameId} className="font-heading font-semibold text-base text-fg leading-snug">
            {href ? (
              <Link
                href={href}
                onNavigate={onNavigate}
                className="outline-none after:absolute after:inset-0 after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-primary-ink focus-visible:after:outline-offset-2"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </Heading>
          {format && <p className="text-fg-muted text-sm">{format}</p>}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          {memberPrice?.applied ? (
            <MemberPrice
              variant="applied"
              price={price}
              memberPrice={memberPrice.value}
              locale={locale}
              size="lg"
            />
          ) : (
            <Price
              value={price}
              compareAt={compareAtPrice}
              locale={locale}
              size="lg"
              labels={{ ...(own?.was ? { was: own.was } : {}), ...(own?.now ? { now: own.now } : {}) }}
            />
          )}
          {stockBadge}
        </div>
        {memberPrice && !memberPrice.applied && (
          // Above the card's link overlay, so the invitation's own link can be followed.
          <MemberPrice
            variant="invitation"
            price={price}
            memberPrice={memberPrice.value}
            locale={locale}
            action={memberPrice.action}
            className="relative z-10 -mt-1"
          />
        )}
        {restriction ? (
          <div className="relative z-10 text-sm" data-restriction="">
            {restriction}
          </div>
        ) : (
          (action || onAddToCart) && (
            <div className="relative z-10">
              {action ?? (
                <Button
                  fullWidth
                  onClick={onAddToCart}
                  disabled={out}
                  loading={adding}
                  startIcon={<CartIcon />}
                  aria-labelledby={`${addToCartId} ${nameId}`}
                  className="h-auto min-h-(--club-control-h) whitespace-normal py-2 text-center leading-tight"
                >
                  <span id={addToCartId}>{labels.addToCart}</span>
                </Button>
              )}
            </div>
          )
        )}
      </div>
    </Card>
  );
}

/** The placeholder for a ProductCard while the shop loads. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <Card padding="none" className={cn("flex flex-col overflow-hidden", className)} aria-hidden="true">
      <div className="aspect-[4/5] bg-surface-muted motion-safe:animate-pulse" />
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <span className="h-4 w-4/5 rounded-full bg-surface-muted" />
        <span className="h-3 w-2/5 rounded-full bg-surface-muted" />
        <span className="mt-2 h-5 w-1/3 rounded-full bg-surface-muted" />
        <span className="h-(--club-control-h) rounded-control bg-surface-muted" />
      </div>
    </Card>
  );
}
