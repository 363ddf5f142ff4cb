import type { Config } from "@club/api-client";
import { StoreLink } from "../router/navigation";

/** The club's logo and company name, linking home. */
export function Brand({
  config,
  label,
  compact = false,
}: {
  config: Config | null;
  label: string;
  /** Phones with a crowded bar (a member's email): the logo alone shows, the name stays for screen readers. */
  compact?: boolean;
}) {
  const name = config?.company.name ?? label;
  // No name yet (a member's own config and club still loading after hydration): a link home with nothing to be
  // called by is worse than none (WCAG 2.4.4, axe's link-name); the logo's place is kept until the name comes.
  if (!name) return <span aria-hidden="true" className="size-9 shrink-0" />;
  return (
    <StoreLink
      to="/"
      className="flex min-w-0 items-center gap-2.5 rounded-control outline-none focus-visible:outline-2 focus-visible:outline-primary-ink"
    >
      {config?.logo ? (
        <img
          src={config.logo.url}
          alt=""
          // Small and beside the page's largest picture: fetched after it and the font.
          fetchPriority="low"
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-full bg-surface object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-bold text-on-primary text-sm"
        >
          {name.slice(0, 1)}
        </span>
      )}
      {/* Too long for the bar (phones): it ends in an ellipsis, never cut through a letter. */}
      <span
        data-brand-name
        className={`truncate font-heading font-semibold text-fg${compact ? " max-sm:sr-only" : ""}`}
      >
        {name}
      </span>
    </StoreLink>
  );
}
