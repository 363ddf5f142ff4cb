import type { MouseEvent, ReactNode } from "react";
import { cn } from "../lib/cn";
import { Link } from "./Link";

export interface NavItem {
  id: string;
  label: ReactNode;
  href: string;
  icon?: ReactNode;
  /** Marks the current page (aria-current="page"). */
  active?: boolean;
  /** Nested links, e.g. the shops of a shop page. */
  children?: NavItem[];
}

export interface NavSection {
  id: string;
  /** Optional heading of the section. */
  title?: ReactNode;
  items: NavItem[];
}

export interface SideMenuProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** The club's logo, shown at the top. */
  logo?: ReactNode;
  sections: NavSection[];
  /** The user block at the bottom: name, email, profile link, logout (or login / signup). */
  footer?: ReactNode;
  /** Client-side navigation for the links when no LinkProvider is set (see `Link`). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when any link is clicked, e.g. to close the drawer. */
  onItemSelect?: (item: NavItem) => void;
  className?: string;
}

function NavLink({
  item,
  depth,
  onNavigate,
  onItemSelect,
}: {
  item: NavItem;
  depth: number;
  onNavigate?: SideMenuProps["onNavigate"];
  onItemSelect?: SideMenuProps["onItemSelect"];
}) {
  return (
    <li>
      <Link
        href={item.href}
        onNavigate={onNavigate}
        onClick={() => onItemSelect?.(item)}
        aria-current={item.active ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-control px-3 py-2 text-sm transition-colors duration-150",
          "outline-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-ink",
          depth > 0 ? "ms-7 text-fg-muted hover:text-fg" : "font-medium text-fg",
          item.active ? "bg-primary-soft font-semibold text-primary-ink" : "hover:bg-surface-muted",
        )}
      >
        {item.icon && (
          <span className="text-lg" aria-hidden="true">
            {item.icon}
          </span>
        )}
        <span className="truncate">{item.label}</span>
      </Link>
      {item.children && item.children.length > 0 && (
        <ul className="mt-0.5 flex flex-col gap-0.5 border-border border-s ms-5">
          {item.children.map((child) => (
            <NavLink
              key={child.id}
              item={child}
              depth={depth + 1}
              onNavigate={onNavigate}
              onItemSelect={onItemSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The side menu's content: logo, sections of links (nested shops), and a user block. */
export function SideMenu({
  label,
  logo,
  sections,
  footer,
  onNavigate,
  onItemSelect,
  className,
}: SideMenuProps) {
  return (
    // The links scroll and the user block stays at the bottom edge: on a phone, or a club with many shops, signing
    // in (or out) is never below the fold.
    <div className={cn("flex h-full flex-col", className)}>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {logo && <div className="px-5 pt-2 pb-4">{logo}</div>}
        <nav aria-label={label} className="px-3 pb-4">
          {sections.map((section) => (
            <div key={section.id} className="mb-4 last:mb-0">
              {section.title && (
                <h3 className="px-3 pt-2 pb-1.5 font-bold text-[0.6875rem] text-fg-muted uppercase tracking-[0.14em]">
                  {section.title}
                </h3>
              )}
              <ul className="flex flex-col gap-0.5">
                {section.items.map((item) => (
                  <NavLink
                    key={item.id}
                    item={item}
                    depth={0}
                    onNavigate={onNavigate}
                    onItemSelect={onItemSelect}
                  />
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      {footer && <div className="shrink-0 border-border border-t bg-surface-muted px-5 py-4">{footer}</div>}
    </div>
  );
}

export interface UserBlockProps {
  name?: ReactNode;
  email?: ReactNode;
  actions?: ReactNode;
}

/** The user's name and email with actions (profile, logout), for the side menu footer. */
export function UserBlock({ name, email, actions }: UserBlockProps) {
  return (
    <div className="flex flex-col gap-3">
      {(name || email) && (
        <div className="flex min-w-0 flex-col">
          {name && <span className="truncate font-semibold text-fg text-sm">{name}</span>}
          {email && <span className="truncate text-fg-muted text-xs">{email}</span>}
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
