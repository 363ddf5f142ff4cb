import { QuantityStepper } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { limitText, quantityLimit, ruleSentence } from "./quantity-text";

/** What the stepper needs to know of a product: its title, type, stock, limit per order and box rule. */
export interface QuantityItem {
  title: string;
  productType: "wine" | "liquid" | "food" | "generic";
  stock: number;
  maxPerOrder?: number | null;
  quantityRule?: { quantity: number } | null;
}

/**
 * A product's quantity in the cart, capped at its stock or the club's limit per order, saying which limit it
 * reached and what is missing to complete a case (as a sentence about the product).
 */
export function ItemQuantity({
  item,
  value,
  onChange,
  updating,
  multiple = item.quantityRule?.quantity,
  missing,
  size = "sm",
}: {
  item: QuantityItem;
  value: number;
  onChange: (quantity: number) => void;
  updating?: boolean;
  /** The case size of a rule the cart does not meet yet (defaults to the product's own rule). */
  multiple?: number | undefined;
  /** What the platform says is missing (its rule may count other products too). */
  missing?: number | undefined;
  size?: "sm" | "md";
}) {
  const { t, i18n } = useLingui();
  const title = item.title;
  const limit = quantityLimit(item);
  return (
    <QuantityStepper
      size={size}
      value={value}
      min={0}
      max={Math.max(limit.max, value)}
      {...(multiple ? { multiple } : {})}
      {...(missing !== undefined ? { missing } : {})}
      label={t`Quantity of ${title}`}
      updating={Boolean(updating)}
      onChange={onChange}
      labels={{
        decrease: t`Remove one ${title}`,
        increase: t`Add one ${title}`,
        missing: (count, quantity) =>
          ruleSentence(i18n, { productType: item.productType, quantity, missing: count }, title),
        max: () => limitText(i18n, limit),
      }}
    />
  );
}
