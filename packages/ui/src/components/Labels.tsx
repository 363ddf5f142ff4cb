import { createContext, type ReactNode, useContext, useMemo } from "react";

/**
 * Every text the kit's components show or announce on their own (buttons without visible text, screen-reader
 * hints, totals). An app gives them once, from its translations, with `LabelsProvider`; a component's `labels`
 * prop still overrides them where one instance needs its own words (e.g. "Remove one Brunello").
 */
export interface KitLabels {
  /** The close button of a Dialog or Drawer. */
  close: string;
  /** The dismiss button of an Alert or Toast. */
  dismiss: string;
  /** The accessible name of the ToastProvider's region. */
  notifications: string;
  /** Read after the visible "*" of a required TextField or Select. */
  required: string;
  /** Screen-reader words before a discounted Price's old and new amounts. */
  price: { was: string; now: string };
  memberPrice: {
    /** The visible tag before a member price a member is charged, e.g. "Member price". */
    applied: string;
    /** Screen-reader words before the struck-through public price beside it, e.g. "public price". */
    publicPrice: string;
    /** After the member price shown to a visitor: "€16.50 for members". */
    forMembers: string;
    /** The badge of an item sold to members only. */
    membersOnly: string;
  };
  productCard: {
    /** The add-to-cart button's text (its accessible name adds the product's name). */
    addToCart: string;
    /** Stock badges; without `inStock`/`lowStock` those states show no badge. */
    inStock?: string;
    lowStock?: string;
    outOfStock: string;
  };
  quantityStepper: {
    decrease: string;
    increase: string;
    /** The spinner's name while a change is saved. */
    updating: string;
    /** (missing, multiple) → the note below a quantity that does not complete a case. */
    missing: (missing: number, multiple: number) => string;
  };
  cartSummary: {
    subtotal: string;
    discount: string;
    shipping: string;
    total: string;
    /** The saving member prices give, already in the subtotal, e.g. "Member savings (included)". */
    memberSavings: string;
    /** (name) → accessible name of a line's remove button. */
    remove: (name: string) => string;
    /** (quantity) → "× 6" when a line has no quantity control. */
    quantity: (quantity: number) => string;
    /** Text for a free shipping amount, e.g. "Free"; without it the amount (0) shows. */
    free?: string;
    /** Text for a shipping cost not known yet, e.g. "Calculated at the shipping step". */
    shippingPending: string;
  };
  /** The labels of a DateInput's fields. */
  dateInput: { day: string; month: string; year: string };
  checkoutStepper: {
    /** Screen-reader text after a completed step's name. */
    completed: string;
    /** Compact progress text on phones, e.g. (2, 4) → "Step 2 of 4". */
    progress: (position: number, total: number) => string;
  };
}

/** What a provider (or a test) may give: any top-level text, and any part of a component's group. */
export type KitLabelsInput = {
  [Key in keyof KitLabels]?: KitLabels[Key] extends string ? string : Partial<KitLabels[Key]>;
};

/** The kit's English defaults, used where no provider says otherwise. */
export const defaultLabels: KitLabels = {
  close: "Close",
  dismiss: "Dismiss",
  notifications: "Notifications",
  required: "required",
  price: { was: "was", now: "Now" },
  memberPrice: {
    applied: "Member price",
    publicPrice: "public price",
    forMembers: "for members",
    membersOnly: "Members only",
  },
  productCard: { addToCart: "Add to cart", outOfStock: "Out of stock" },
  quantityStepper: {
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    updating: "Updating",
    missing: (missing, multiple) => `Add ${missing} more to complete a box of ${multiple}`,
  },
  cartSummary: {
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping",
    total: "Total",
    memberSavings: "Member savings (included)",
    remove: (name) => `Remove ${name}`.trim(),
    quantity: (quantity) => `× ${quantity}`,
    shippingPending: "—",
  },
  dateInput: { day: "Day", month: "Month", year: "Year" },
  checkoutStepper: { completed: "completed", progress: (position, total) => `${position} / ${total}` },
};

/** `labels` over `base`: top-level texts replaced, component groups merged key by key. */
export function mergeLabels(base: KitLabels, labels: KitLabelsInput): KitLabels {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(labels)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = typeof value === "object" && typeof current === "object" ? { ...current, ...value } : value;
  }
  return merged as unknown as KitLabels;
}

const LabelsContext = createContext<KitLabels>(defaultLabels);

/**
 * Gives the kit's components their texts, e.g. from the app's translation catalogs, once at the app's root.
 * Providers nest: an inner one changes only what it names.
 */
export function LabelsProvider({ labels, children }: { labels: KitLabelsInput; children?: ReactNode }) {
  const parent = useContext(LabelsContext);
  const value = useMemo(() => mergeLabels(parent, labels), [parent, labels]);
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

/** The texts in effect here: the nearest LabelsProvider's, over the kit's English defaults. */
export function useLabels(): KitLabels {
  return useContext(LabelsContext);
}
